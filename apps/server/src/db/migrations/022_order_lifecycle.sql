-- The order's life after "placed" (issue 21): its language (mails), what was paid and refunded,
-- shipments of some or all lines, refunds, cash collected as a payment, and a timeline of events.

alter table orders add column lang text not null default 'en'
  check (lang in ('en', 'es', 'cn', 'jp', 'tw', 'fr'));
-- Money taken (a card payment, cash collected) and given back. Refunds never pass what was paid,
-- even when two staff refund at once: the second's update fails this check.
alter table orders add column paid_cents integer not null default 0 check (paid_cents >= 0);
alter table orders add column refunded_cents integer not null default 0 check (refunded_cents >= 0);
alter table orders add constraint orders_refund_within_paid check (refunded_cents <= paid_cents);
update orders set paid_cents = total_cents where paid_at is not null;

-- Cash handed to the courier is a payment too; it has no intent, so no client secret.
alter table payments alter column client_secret drop not null;
alter table payments drop constraint payments_provider_check;
alter table payments add constraint payments_provider_check
  check (provider in ('test', 'stripe', 'cash'));

-- Every change of an order, in the order it happened: who (a member, the shopper, the shop
-- itself), when, what. Written by modules/orders/events.ts only, in the change's transaction.
create table order_events (
  id bigint generated always as identity primary key,
  order_id integer not null references orders (id) on delete cascade,
  at timestamptz not null,
  actor text not null check (actor in ('staff', 'shopper', 'system')),
  staff_email text,
  type text not null check (type in ('placed', 'paid', 'payment_failed', 'shipped', 'delivered',
    'cash_collected', 'cancelled', 'refunded', 'note')),
  data jsonb not null default '{}'
);
create index order_events_order_idx on order_events (order_id, id);

insert into order_events (order_id, at, actor, type)
select id, created_at, 'shopper', 'placed' from orders order by id;
insert into order_events (order_id, at, actor, type, data)
select id, paid_at, 'system', 'paid', jsonb_build_object('amountCents', total_cents)
  from orders where paid_at is not null order by id;

create table fulfilments (
  id integer generated always as identity primary key,
  order_id integer not null references orders (id) on delete cascade,
  carrier text not null,
  tracking_number text not null,
  staff_email text,
  created_at timestamptz not null
);
create index fulfilments_order_idx on fulfilments (order_id);

create table fulfilment_lines (
  fulfilment_id integer not null references fulfilments (id) on delete cascade,
  order_item_id integer not null references order_items (id) on delete cascade,
  qty integer not null check (qty > 0),
  primary key (fulfilment_id, order_item_id)
);
create index fulfilment_lines_item_idx on fulfilment_lines (order_item_id);

create table refunds (
  id integer generated always as identity primary key,
  order_id integer not null references orders (id) on delete cascade,
  amount_cents integer not null check (amount_cents > 0),
  reason text not null,
  -- The lines refunded, when staff named them: [{ orderItemId, qty }].
  lines jsonb,
  -- The provider's refund (Stripe's re_..., the test provider's); null for cash handed back.
  provider_refund_id text,
  staff_email text,
  created_at timestamptz not null
);
create index refunds_order_idx on refunds (order_id);
