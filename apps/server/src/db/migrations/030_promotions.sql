-- Promotions and store money (issue 22): discount codes and their redemptions, the code a cart
-- carries, the totals an order records line by line, credit spent on orders, and the shop's own
-- settings (the referral reward).

-- A code's value is a percentage (1-100) or cents off. `email` makes it personal (the newsletter's
-- welcome code): only the account with that email may use it. used_count is the redemptions of
-- orders not cancelled; an order takes one with a guarded update (used_count < usage_limit), so
-- shoppers racing for the last use queue on the row and only one gets it.
create table discount_codes (
  id integer generated always as identity primary key,
  code text not null check (code ~ '^[A-Z0-9_-]{3,32}$'),
  kind text not null check (kind in ('percent', 'amount')),
  value integer not null check (value > 0),
  min_subtotal_cents integer not null default 0 check (min_subtotal_cents >= 0),
  starts_at timestamptz,
  ends_at timestamptz,
  usage_limit integer check (usage_limit > 0),
  per_customer_limit integer check (per_customer_limit > 0),
  first_order_only boolean not null default false,
  email text,
  active boolean not null default true,
  used_count integer not null default 0 check (used_count >= 0),
  created_at timestamptz not null,
  check (kind = 'amount' or value <= 100),
  check (ends_at > starts_at),
  check (used_count <= usage_limit)
);
create unique index discount_codes_code_idx on discount_codes (code);
create index discount_codes_list_idx on discount_codes (id desc);

-- One code per order at most, written in the order's transaction; a cancelled order's row goes.
create table discount_redemptions (
  order_id integer primary key references orders (id) on delete cascade,
  code_id integer not null references discount_codes (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  created_at timestamptz not null
);
create index discount_redemptions_code_user_idx on discount_redemptions (code_id, user_id);

-- The code a shopper applied to their cart (an account's or a guest's), until removed or ordered.
create table cart_discounts (
  user_id integer unique references users (id) on delete cascade,
  guest_id uuid unique,
  code_id integer not null references discount_codes (id) on delete cascade,
  updated_at timestamptz not null,
  check ((user_id is null) <> (guest_id is null))
);

-- What an order's total is made of (modules/orders/totals.ts): subtotal - member price -
-- discount + tax - credit = total, the total being what the card or the courier takes.
alter table orders
  add column member_cents integer not null default 0 check (member_cents >= 0),
  add column discount_cents integer not null default 0 check (discount_cents >= 0),
  add column discount_code text,
  add column credit_cents integer not null default 0 check (credit_cents >= 0);

-- Credit spent on an order, given back when it is cancelled, and refunds made to credit.
alter table credit_ledger drop constraint credit_ledger_reason_check;
alter table credit_ledger add constraint credit_ledger_reason_check check (reason in
  ('referral', 'referral_reversal', 'adjustment', 'order', 'order_return', 'refund'));

-- The shop's settings staff change in the back office: a single row, absent until first saved
-- (the configuration's values hold until then).
create table shop_settings (
  id boolean primary key default true check (id),
  referral_reward_cents integer not null check (referral_reward_cents between 0 and 10000000),
  updated_at timestamptz not null
);
