-- The catalog's version: every server process caches catalog answers under it, so any change to
-- what a catalog answer shows — a price, a stock level, a review, a sale counted into
-- "Customers Also Bought" — must bump it, made through the API or straight in the database.
create table catalog_version (
  id boolean primary key default true check (id),
  version bigint not null
);
insert into catalog_version (version) values (1);

create function catalog_version_bump() returns trigger language plpgsql as $$
begin
  update catalog_version set version = version + 1;
  return null;
end
$$;

-- Statement-level, so a bulk load bumps once per statement, not per row. BEFORE, so a transaction
-- takes the version row's lock ahead of any catalog row's: writers queue on it, never deadlock.
-- The new version becomes visible with the change, at commit. Always: the demo seed's bulk load
-- runs with session_replication_role = replica on PGlite.
do $$
declare
  t text;
begin
  foreach t in array array[
    'categories', 'category_names', 'filter_options', 'filter_option_names', 'products',
    'product_texts', 'product_options', 'variants', 'product_images', 'reviews', 'collections',
    'collection_texts', 'deals', 'deal_texts', 'banners', 'banner_texts', 'promotions',
    'category_filter_options', 'search_words', 'order_items'
  ] loop
    execute format(
      'create trigger %I before insert or update or delete or truncate on %I
         for each statement execute function catalog_version_bump()',
      t || '_catalog_version', t);
    execute format('alter table %I enable always trigger %I', t, t || '_catalog_version');
  end loop;
end
$$;

-- An order counts into "Customers Also Bought" by its status.
create trigger orders_catalog_version before update of status on orders
  for each statement execute function catalog_version_bump();
alter table orders enable always trigger orders_catalog_version;
