-- The back office finds a product by any of its names, its handle or a SKU (issue 19). Matching
-- product_texts, products and variants each through its trigram index (017) fetched every
-- matching text row, wide with descriptions and search vectors: a common word ('linen', a tenth of
-- a catalog) read thousands of heap pages for one page of 50. Each product's names, handle and
-- SKUs now sit in one narrow row, newline-separated (a search never holds a newline, so a match
-- never spans two of them), kept by the triggers below and searched through its own trigram index.
-- Kept in lower case and matched with LIKE on the lowered search: ILIKE folds the case of every
-- row it rechecks, three times the work.
create table product_search (
  product_id integer primary key references products (id) on delete cascade,
  text text not null
);
create index product_search_trgm_idx on product_search using gin (text gin_trgm_ops)
  with (fastupdate = off);

create function product_search_refresh(ids integer[]) returns void language sql as $$
  insert into product_search (product_id, text)
  select p.id, lower(concat_ws(chr(10), p.handle,
           (select string_agg(t.name, chr(10) order by t.lang) from product_texts t where t.product_id = p.id),
           (select string_agg(v.sku, chr(10) order by v.id) from variants v where v.product_id = p.id)))
    from products p where p.id = any(ids)
  on conflict (product_id) do update set text = excluded.text
$$;

-- Texts and variants come and go in bulk (the seed, an import, a save): once per statement.
create function product_search_changed() returns trigger language plpgsql as $$
begin
  perform product_search_refresh(array(select distinct product_id from changed));
  return null;
end
$$;
-- A product's handle, a text's name or a variant's SKU changed in place: once per row, so that
-- stock moves and other updates leave the search alone. The argument names the product id column.
create function product_search_row_changed() returns trigger language plpgsql as $$
begin
  perform product_search_refresh(array[(to_jsonb(new) ->> tg_argv[0])::integer]);
  return null;
end
$$;

do $$
declare
  t text;
begin
  foreach t in array array['product_texts', 'variants'] loop
    execute format('create trigger %I after insert on %I referencing new table as changed
                      for each statement execute function product_search_changed()',
                   t || '_search_added', t);
    execute format('create trigger %I after delete on %I referencing old table as changed
                      for each statement execute function product_search_changed()',
                   t || '_search_removed', t);
    execute format('alter table %I enable always trigger %I', t, t || '_search_added');
    execute format('alter table %I enable always trigger %I', t, t || '_search_removed');
  end loop;
end
$$;
create trigger products_search_handle after update of handle on products
  for each row when (old.handle is distinct from new.handle)
  execute function product_search_row_changed('id');
create trigger product_texts_search_name after update of name on product_texts
  for each row when (old.name is distinct from new.name)
  execute function product_search_row_changed('product_id');
create trigger variants_search_sku after update of sku on variants
  for each row when (old.sku is distinct from new.sku)
  execute function product_search_row_changed('product_id');
alter table products enable always trigger products_search_handle;
alter table product_texts enable always trigger product_texts_search_name;
alter table variants enable always trigger variants_search_sku;

select product_search_refresh(array(select id from products));
