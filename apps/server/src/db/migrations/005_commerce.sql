-- Commerce: carts (an account's or a guest's), wishlists, orders with their items, and card
-- payments. Money in integer cents; an order keeps what it sold as it was sold.

-- A line belongs to exactly one owner: a signed-in user, or a guest's browser UUID.
create table cart_lines (
  id integer generated always as identity primary key,
  user_id integer references users (id) on delete cascade,
  guest_id uuid,
  variant_id integer not null references variants (id) on delete cascade,
  qty integer not null check (qty between 1 and 99),
  updated_at timestamptz not null default now(),
  check ((user_id is null) <> (guest_id is null))
);
create unique index cart_lines_user_sku_idx on cart_lines (user_id, variant_id) where user_id is not null;
create unique index cart_lines_guest_sku_idx on cart_lines (guest_id, variant_id) where guest_id is not null;
create index cart_lines_guest_age_idx on cart_lines (updated_at) where guest_id is not null;

create table wishlist_items (
  user_id integer not null references users (id) on delete cascade,
  product_id integer not null references products (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, product_id)
);

create table orders (
  id integer generated always as identity primary key,
  order_code text not null unique,
  user_id integer not null references users (id) on delete cascade,
  -- 'subscription': a paid plan, a single line without stock, activated once paid.
  kind text not null default 'goods' check (kind in ('goods', 'subscription')),
  plan_id integer references plans (id),
  status text not null check (status in
    ('PENDING_PAYMENT', 'PLACED', 'PAID', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'PAYMENT_FAILED')),
  payment_method text not null check (payment_method in ('cash', 'bank')),
  name text not null,
  email text not null,
  phone text not null,
  flat_no text not null,
  address_line1 text not null,
  address_line2 text not null,
  zip_code text not null,
  country text not null,
  subtotal_cents integer not null check (subtotal_cents >= 0),
  tax_cents integer not null check (tax_cents >= 0),
  charges_cents integer not null default 0 check (charges_cents >= 0),
  total_cents integer not null check (total_cents >= 0),
  tnx_number text,
  created_at timestamptz not null,
  -- A PENDING_PAYMENT order holds its stock until then.
  pay_by timestamptz,
  paid_at timestamptz
);
create index orders_user_idx on orders (user_id, created_at desc, id desc);
create index orders_pending_idx on orders (pay_by) where status = 'PENDING_PAYMENT';

-- Names are kept as sold, in the order's language; reads prefer the product's current texts.
create table order_items (
  id integer generated always as identity primary key,
  order_id integer not null references orders (id) on delete cascade,
  product_id integer references products (id) on delete set null,
  variant_id integer references variants (id) on delete set null,
  sku text not null,
  name text not null,
  brand text not null,
  color text not null,
  size text not null,
  image_url text not null,
  qty integer not null check (qty > 0),
  selling_price_cents integer not null check (selling_price_cents >= 0)
);
create index order_items_order_idx on order_items (order_id, id);
create index order_items_product_idx on order_items (product_id);

-- One payment intent per order, whichever provider holds it.
create table payments (
  id text primary key,
  order_id integer not null unique references orders (id) on delete cascade,
  provider text not null check (provider in ('test', 'stripe')),
  client_secret text not null unique,
  amount_cents integer not null check (amount_cents > 0),
  currency text not null,
  status text not null check (status in ('requires_payment_method', 'succeeded', 'failed', 'canceled')),
  created_at timestamptz not null,
  updated_at timestamptz not null
);
