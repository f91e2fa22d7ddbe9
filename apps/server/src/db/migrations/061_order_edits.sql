-- An order changed before it ships (issue 30, "Editing before shipping"): re-priced in place, its
-- lines' stock moved through the ledger. A paid order made dearer owes the difference: it is
-- asked of the shopper by card and the order does not ship until it is paid.
alter table orders
  add column balance_due_cents integer not null default 0 check (balance_due_cents >= 0);

-- The intents that pay a difference, one open at a time per order (a newer edit withdraws it).
create table order_balance_payments (
  id text primary key,
  order_id integer not null references orders (id) on delete cascade,
  provider text not null check (provider in ('test', 'stripe')),
  client_secret text not null unique,
  amount_cents integer not null check (amount_cents > 0),
  currency text not null,
  status text not null check (status in ('requires_payment_method', 'succeeded', 'canceled')),
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create unique index order_balance_payments_open on order_balance_payments (order_id)
  where status = 'requires_payment_method';

alter table order_events drop constraint order_events_type_check;
alter table order_events add constraint order_events_type_check check (type in ('placed', 'paid',
  'payment_failed', 'shipped', 'delivered', 'cash_collected', 'cancelled', 'refunded', 'note',
  'changed', 'balance_paid'));
