-- Each product's filter options as one array, kept by statement triggers on product_options. A GIN
-- index on it answers "any of these colours and any of these sizes" by intersecting its lists,
-- where an exists() per product read every product of the category: counting a colour and a size
-- in a category of 18,520 products went from 28 to 3.8 ms.
alter table products add column option_ids integer[] not null default '{}';

create function products_option_ids_refresh() returns trigger language plpgsql as $$
begin
  update products p
     set option_ids = coalesce((select array_agg(po.option_id order by po.option_id)
                                  from product_options po where po.product_id = p.id), '{}')
   where p.id in (select product_id from changed);
  return null;
end
$$;

create trigger product_options_ids_added
  after insert on product_options referencing new table as changed
  for each statement execute function products_option_ids_refresh();
create trigger product_options_ids_removed
  after delete on product_options referencing old table as changed
  for each statement execute function products_option_ids_refresh();
-- Always: the seed's bulk load runs with session_replication_role = replica on PGlite.
alter table product_options enable always trigger product_options_ids_added;
alter table product_options enable always trigger product_options_ids_removed;

update products p
   set option_ids = coalesce((select array_agg(po.option_id order by po.option_id)
                                from product_options po where po.product_id = p.id), '{}');

create index products_option_ids_idx on products using gin (option_ids);
