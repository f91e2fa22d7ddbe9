-- Prices staff fix per currency (issue 29 item 2): a variant's regular price and compare-at price
-- in one currency, in its minor unit. Where none is fixed, a market converts the base price
-- (variants.original_price_cents) by its rate and rounding (modules/markets/money.ts); discounts,
-- member prices and the flash sale apply to either as they do to the base price.
create table variant_prices (
  variant_id integer not null references variants (id) on delete cascade,
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  price_cents integer not null check (price_cents > 0),
  compare_at_cents integer check (compare_at_cents > 0),
  primary key (variant_id, currency)
);

create trigger variant_prices_catalog_version after insert or update or delete or truncate
  on variant_prices for each statement execute function catalog_version_bump();
alter table variant_prices enable always trigger variant_prices_catalog_version;
