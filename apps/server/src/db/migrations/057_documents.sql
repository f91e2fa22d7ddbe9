-- Invoices and credit notes (issue 29 item 7). Each market numbers its invoices, and apart from
-- them its credit notes, 1, 2, 3… without a gap: the number is taken from the (market, kind)
-- counter row, locked for update in the transaction that pays or refunds the order, so a
-- rollback gives it back. A sequence would not: its values are spent even when rolled back.
create table document_counters (
  market text not null,
  kind text not null check (kind in ('invoice', 'credit-note')),
  last_number integer not null check (last_number >= 0),
  primary key (market, kind)
);

create table documents (
  id integer generated always as identity primary key,
  kind text not null check (kind in ('invoice', 'credit-note')),
  market text not null,
  number integer not null check (number > 0),
  -- As printed: 'EU-2026-000001', a credit note 'EU-CN-2026-000001'.
  code text not null unique,
  order_id integer not null references orders (id),
  -- A credit note's refund; an invoice has none.
  refund_id integer unique references refunds (id),
  issued_at timestamptz not null,
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  net_cents integer not null,
  tax_cents integer not null,
  total_cents integer not null,
  -- All the document says (seller, buyer, lines, tax per rate, language) as it was when issued: the
  -- PDF is drawn from it, so it never changes whatever is edited after.
  snapshot jsonb not null,
  unique (market, kind, number),
  check ((kind = 'credit-note') = (refund_id is not null))
);
create index documents_order_idx on documents (order_id);
-- One invoice per order.
create unique index documents_invoice_idx on documents (order_id) where kind = 'invoice';
create index documents_kind_idx on documents (kind, id desc);
