-- Orders change stock, units sold and co-purchases many times a minute; texts, prices, pictures and
-- reviews change rarely. Counted apart, an order no longer throws away every cached catalog answer:
-- only those that show sales (product pages with their stock, the best-selling order, Customers
-- Also Bought) are kept under version + sales, the rest under version alone.
alter table catalog_version add column sales bigint not null default 1;

create function catalog_sales_bump() returns trigger language plpgsql as $$
begin
  update catalog_version set sales = sales + 1;
  return null;
end
$$;

drop trigger variants_catalog_version on variants;
drop trigger order_items_catalog_version on order_items;
drop trigger orders_catalog_version on orders;
drop trigger products_catalog_version on products;

-- Statement-level and BEFORE, like the catalog's: writers queue on the one row, never deadlock.
create trigger variants_catalog_sales before insert or update or delete or truncate on variants
  for each statement execute function catalog_sales_bump();
create trigger order_items_catalog_sales before insert or update or delete or truncate on order_items
  for each statement execute function catalog_sales_bump();
create trigger orders_catalog_sales before update of status on orders
  for each statement execute function catalog_sales_bump();
-- Units sold are sales; every other column of products is the catalog's (a new column goes here).
create trigger products_catalog_sales before update of units_sold on products
  for each statement execute function catalog_sales_bump();
create trigger products_catalog_version
  before insert or delete or truncate or update of category_id, top_category_id, garment,
    original_price_cents, discount_percentage, rating_total, review_count, in_flash_sale,
    created_at, option_ids on products
  for each statement execute function catalog_version_bump();

-- Always: the demo seed's bulk load runs with session_replication_role = replica on PGlite.
alter table variants enable always trigger variants_catalog_sales;
alter table order_items enable always trigger order_items_catalog_sales;
alter table orders enable always trigger orders_catalog_sales;
alter table products enable always trigger products_catalog_sales;
alter table products enable always trigger products_catalog_version;
