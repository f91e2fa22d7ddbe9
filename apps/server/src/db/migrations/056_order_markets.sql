-- An order is sold in one market (issue 29): its amounts are in the market's currency, tax is
-- recorded per line and per rate as it was charged (included in the prices or added to them),
-- and shipping is a line of its own. Refunds and cancellations give back what each line was
-- paid, tax included, from these rows (modules/markets/money.ts shareOfUnits).
alter table orders
  add column market text not null default 'us',
  add column currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
  -- The market's rate when the order was placed, and by it the base currency's minor units one
  -- of the order's is worth (a yen at 155 to the dollar: 0.645… cents): reports add orders up in
  -- the base currency by it.
  add column exchange_rate numeric(14, 6) not null default 1 check (exchange_rate > 0),
  add column to_base numeric(24, 12) not null default 1 check (to_base > 0),
  add column tax_included boolean not null default false,
  add column shipping_cents integer not null default 0 check (shipping_cents >= 0),
  add column shipping_tax_cents integer not null default 0 check (shipping_tax_cents >= 0),
  add column shipping_method jsonb;

alter table order_items
  add column tax_rate numeric(7, 6) not null default 0,
  add column tax_cents integer not null default 0 check (tax_cents >= 0),
  add column paid_cents integer check (paid_cents >= 0);
-- Orders placed before markets: the US, tax (TAX_RATE) on the whole, no line paid amounts.
update order_items i set paid_cents = i.selling_price_cents * i.qty
  from orders o where o.id = i.order_id and o.member_cents = 0 and o.discount_cents = 0
   and o.tax_cents = 0;

-- The tax of an order per rate, as its invoice states it.
create table order_tax_lines (
  order_id integer not null references orders (id) on delete cascade,
  rate numeric(7, 6) not null,
  net_cents integer not null check (net_cents >= 0),
  tax_cents integer not null check (tax_cents >= 0),
  primary key (order_id, rate)
);
