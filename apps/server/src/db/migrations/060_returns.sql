-- Returns and exchanges (issue 30): a shopper asks to send back lines of a delivered order, each
-- for a refund or for another size or colour of the same product; staff approve, receive, refund
-- and ship the exchange. Written by modules/returns and admin/returns only.
create table returns (
  id integer generated always as identity primary key,
  -- R-7K2M-9QXD: read out and typed like an order code, and printed on the slip's barcode.
  code text not null unique,
  order_id integer not null references orders (id) on delete cascade,
  status text not null check (status in
    ('REQUESTED', 'APPROVED', 'REJECTED', 'IN_TRANSIT', 'RECEIVED', 'CLOSED', 'CANCELLED')),
  -- What staff told the shopper on approving or rejecting it.
  message text not null default '',
  carrier text,
  tracking_number text,
  -- The one refund of its lines: a second (two staff at once, a retried request) finds it set.
  refund_id integer references refunds (id),
  refund_to text check (refund_to in ('original', 'credit')),
  -- Store credit given on top of the refund (the shop's bonus percentage), and the shipping given
  -- back with it (once per order).
  bonus_cents integer not null default 0 check (bonus_cents >= 0),
  shipping_cents integer not null default 0 check (shipping_cents >= 0),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  received_at timestamptz,
  closed_at timestamptz
);
create index returns_order_idx on returns (order_id, id);
-- The desk's queues and its newest-first pages (the id is the keyset cursor), and the search by
-- the start of a return code.
create index returns_status_idx on returns (status, id desc);
create index returns_code_prefix_idx on returns (code text_pattern_ops);

create table return_lines (
  id integer generated always as identity primary key,
  return_id integer not null references returns (id) on delete cascade,
  order_item_id integer not null references order_items (id) on delete cascade,
  qty integer not null check (qty > 0),
  reason text not null check (reason in ('TOO_SMALL', 'TOO_LARGE', 'FIT', 'NOT_AS_PICTURED',
    'QUALITY', 'DAMAGED', 'WRONG_ITEM', 'CHANGED_MIND')),
  comment text not null default '',
  photo_media_id text references media (id) on delete set null,
  -- An exchange: the new variant, its units held in stock from the request on (a ledger
  -- 'reserved' row), then either given back ('released') or sold when the exchange ships.
  exchange_variant_id integer references variants (id) on delete set null,
  exchange_sku text,
  exchange_status text check (exchange_status in ('reserved', 'released', 'shipped')),
  exchange_fulfilment_id integer references fulfilments (id) on delete set null,
  -- The units received, by the condition staff found them in.
  restocked integer not null default 0 check (restocked >= 0),
  damaged integer not null default 0 check (damaged >= 0),
  not_restocked integer not null default 0 check (not_restocked >= 0),
  check (restocked + damaged + not_restocked <= qty),
  check ((exchange_sku is null) = (exchange_status is null))
);
create index return_lines_return_idx on return_lines (return_id, id);
create index return_lines_item_idx on return_lines (order_item_id);

-- Every step of a return, oldest first: the shopper's timeline and the desk's.
create table return_events (
  id bigint generated always as identity primary key,
  return_id integer not null references returns (id) on delete cascade,
  at timestamptz not null,
  actor text not null check (actor in ('staff', 'shopper', 'system')),
  staff_email text,
  type text not null check (type in ('requested', 'approved', 'rejected', 'in_transit', 'received',
    'refunded', 'exchange_shipped', 'cancelled')),
  data jsonb not null default '{}'
);
create index return_events_return_idx on return_events (return_id, id);

-- A refund made for a return names it; the units of refunds that name none were returned
-- through the order's refund (admin orders) and are not returnable again.
alter table refunds add column return_id integer references returns (id);

-- A unit held for an exchange leaves the stock that can be sold ('reserved') and comes back if
-- the exchange does not happen ('released'); shipped, it is sold.
alter table stock_ledger drop constraint stock_ledger_reason_check;
alter table stock_ledger add constraint stock_ledger_reason_check check (reason in
  ('opening', 'import', 'sale', 'cancellation', 'return', 'count', 'damaged', 'received', 'other',
   'reserved', 'released'));
