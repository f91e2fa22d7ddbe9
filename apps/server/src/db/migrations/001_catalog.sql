-- The catalog: categories, products with translated texts, colour x size variants, filter options,
-- images, reviews and the home page's merchandising. Money is kept in integer cents.
create extension if not exists pg_trgm;

create table categories (
  id integer generated always as identity primary key,
  parent_id integer references categories (id) on delete cascade,
  slug text not null unique,
  position integer not null default 0
);
create index categories_parent_idx on categories (parent_id, position);

create table category_names (
  category_id integer not null references categories (id) on delete cascade,
  lang text not null,
  name text not null,
  primary key (category_id, lang)
);
create index category_names_lower_idx on category_names (lower(name));

-- Options a listing can be filtered by; a product is linked to each option it has.
create table filter_options (
  id integer generated always as identity primary key,
  type text not null check (type in ('subcategory', 'color', 'size', 'material', 'brand')),
  code text not null,
  hex text,
  category_id integer references categories (id) on delete cascade,
  position integer not null default 0,
  unique (type, code)
);

create table filter_option_names (
  option_id integer not null references filter_options (id) on delete cascade,
  lang text not null,
  name text not null,
  primary key (option_id, lang)
);

create table products (
  id integer generated always as identity primary key,
  category_id integer not null references categories (id),
  top_category_id integer not null references categories (id),
  garment text not null,
  original_price_cents integer not null check (original_price_cents > 0),
  discount_percentage integer not null default 0 check (discount_percentage between 0 and 90),
  selling_price_cents integer generated always as
    ((original_price_cents * (100 - discount_percentage) + 50) / 100) stored,
  rating_total integer not null default 0,
  review_count integer not null default 0,
  units_sold integer not null default 0,
  in_flash_sale boolean not null default false,
  created_at timestamptz not null default now()
);

create table product_texts (
  product_id integer not null references products (id) on delete cascade,
  lang text not null,
  name text not null,
  description text not null,
  brand text not null,
  -- [{ "additionalInfo": "group title", "additionalSpecs": { "key": "value" } }], as json to keep the
  -- order of the keys
  specifications json not null default '[]',
  primary key (product_id, lang)
);

create table product_options (
  option_id integer not null references filter_options (id) on delete cascade,
  product_id integer not null references products (id) on delete cascade,
  primary key (option_id, product_id)
);
create index product_options_product_idx on product_options (product_id);

create table variants (
  id integer generated always as identity primary key,
  product_id integer not null references products (id) on delete cascade,
  sku text not null unique,
  color_id integer not null references filter_options (id),
  size_id integer not null references filter_options (id),
  original_price_cents integer not null check (original_price_cents > 0),
  stock integer not null check (stock >= 0),
  position integer not null
);
create index variants_product_idx on variants (product_id, position);

create table product_images (
  product_id integer not null references products (id) on delete cascade,
  position integer not null,
  url text not null,
  color_id integer references filter_options (id),
  primary key (product_id, position)
);

create table reviews (
  id integer generated always as identity primary key,
  product_id integer not null references products (id) on delete cascade,
  name text not null,
  rating smallint not null check (rating between 1 and 5),
  comment text not null,
  image_url text,
  created_at timestamptz not null default now()
);
create index reviews_product_idx on reviews (product_id, created_at desc, id desc);

create table collections (
  id integer generated always as identity primary key,
  image_url text not null,
  category_id integer references categories (id) on delete set null,
  position integer not null default 0
);
create table collection_texts (
  collection_id integer not null references collections (id) on delete cascade,
  lang text not null,
  name text not null,
  description text not null,
  primary key (collection_id, lang)
);

create table deals (
  id integer generated always as identity primary key,
  deal_url text not null,
  offer_value integer not null check (offer_value between 1 and 90),
  position integer not null default 0
);
create table deal_texts (
  deal_id integer not null references deals (id) on delete cascade,
  lang text not null,
  title text not null,
  primary key (deal_id, lang)
);

create table banners (
  id integer generated always as identity primary key,
  image_url text not null,
  position integer not null default 0
);
create table banner_texts (
  banner_id integer not null references banners (id) on delete cascade,
  lang text not null,
  title text not null,
  primary key (banner_id, lang)
);

create table promotions (
  kind text primary key,
  ends_at timestamptz not null
);
