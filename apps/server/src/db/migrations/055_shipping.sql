-- Shipping (issue 29 item 5): zones of countries, optionally narrowed by postcodes, and the methods
-- each zone offers with a price per currency, optional weight bands, a free-over threshold per
-- currency and a delivery estimate. An address goes to its most specific zone
-- (modules/markets/shipping.ts): one whose postcodes match, then one naming its country, then the
-- catch-all (no countries) for everywhere else.
create table shipping_zones (
  id integer generated always as identity primary key,
  name text not null check (length(name) between 1 and 60),
  countries text[] not null default '{}'
    check (array_to_string(countries, ',') ~ '^([A-Z]{2}(,[A-Z]{2})*)?$'),
  -- Postcode prefixes, upper case without spaces ("75", "SW1", "1000"): a postcode matches the
  -- zone when it starts with one, the longest match winning. A zone with postcodes names countries.
  postcodes text[] not null default '{}'
    check (array_to_string(postcodes, ',') ~ '^([A-Z0-9]{1,10}(,[A-Z0-9]{1,10})*)?$'),
  check (cardinality(postcodes) = 0 or cardinality(countries) > 0)
);

create table shipping_methods (
  id integer generated always as identity primary key,
  zone_id integer not null references shipping_zones (id) on delete cascade,
  -- { [lang]: name }; English always, the shop shows it where a language has none.
  names jsonb not null check (jsonb_typeof(names) = 'object' and names ? 'en'),
  days_min integer not null check (days_min between 0 and 365),
  days_max integer not null check (days_max between days_min and 365),
  position integer not null default 0
);
create index shipping_methods_zone on shipping_methods (zone_id, position);

-- A method's price in a currency's minor unit: with `up_to_grams` null, for any weight no band
-- covers; with it, for carts up to that weight (the lightest covering band applies).
create table shipping_prices (
  method_id integer not null references shipping_methods (id) on delete cascade,
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  up_to_grams integer check (up_to_grams > 0),
  price_cents integer not null check (price_cents >= 0)
);
create unique index shipping_prices_key on shipping_prices (method_id, currency, coalesce(up_to_grams, 0));

-- Items worth at least this (after discounts, in that currency) ship free by the method.
create table shipping_free_over (
  method_id integer not null references shipping_methods (id) on delete cascade,
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  amount_cents integer not null check (amount_cents >= 0),
  primary key (method_id, currency)
);

-- The storefront promises free delivery everywhere: one catch-all zone whose Standard method costs
-- nothing in every seeded market's currency, delivered in 3 to 7 days.
insert into shipping_zones (name) values ('Everywhere');
insert into shipping_methods (zone_id, names, days_min, days_max)
  select id, '{"en":"Standard","es":"Estándar","cn":"标准配送","jp":"通常配送","tw":"標準配送","fr":"Standard"}', 3, 7
    from shipping_zones;
insert into shipping_prices (method_id, currency, price_cents)
  select m.id, c, 0 from shipping_methods m, unnest('{USD,EUR,GBP,JPY,CNY,TWD}'::text[]) c;

-- The product page's delivery note follows the shipping rates and is cached with the catalog.
create trigger shipping_zones_catalog_version after insert or update or delete or truncate
  on shipping_zones for each statement execute function catalog_version_bump();
create trigger shipping_methods_catalog_version after insert or update or delete or truncate
  on shipping_methods for each statement execute function catalog_version_bump();
create trigger shipping_prices_catalog_version after insert or update or delete or truncate
  on shipping_prices for each statement execute function catalog_version_bump();
create trigger shipping_free_over_catalog_version after insert or update or delete or truncate
  on shipping_free_over for each statement execute function catalog_version_bump();
alter table shipping_zones enable always trigger shipping_zones_catalog_version;
alter table shipping_methods enable always trigger shipping_methods_catalog_version;
alter table shipping_prices enable always trigger shipping_prices_catalog_version;
alter table shipping_free_over enable always trigger shipping_free_over_catalog_version;
