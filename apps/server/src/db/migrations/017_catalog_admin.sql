-- The catalog as the back office edits it: a product has a handle (its unique name in addresses
-- and imports), a status (the shop shows only 'published'), a version for optimistic concurrency
-- and the time of its last change. Texts copied from English for a language without its own are
-- marked, so the product list can report the language as missing while the shop shows English.

alter table products add column handle text;
alter table products add column status text not null default 'published'
  check (status in ('draft', 'published', 'archived'));
alter table products add column version integer not null default 1;
alter table products add column updated_at timestamptz not null default now();
-- The demo catalog's drawings are picked by garment; a merchant's product has photos instead.
alter table products alter column garment set default '';

update products p
   set handle = trim(both '-' from regexp_replace(lower(coalesce(t.name, '')), '[^a-z0-9]+', '-', 'g'))
                || '-' || p.id
  from product_texts t
 where t.product_id = p.id and t.lang = 'en';
update products set handle = 'product-' || id where handle is null;
alter table products alter column handle set not null;
create unique index products_handle_idx on products (handle);

-- The shop's text searches read product_texts alone, and exclude what is not published through
-- this index: a handful of rows, usually none.
create index products_unlisted_idx on products (id) where status <> 'published';
create index products_status_idx on products (status, id);

alter table product_texts add column fallback boolean not null default false;
create index product_texts_fallback_idx on product_texts (lang, product_id) where fallback;

alter table variants add column compare_at_cents integer check (compare_at_cents > 0);
-- A photo's alt text per language; a stored photo's media id is read from its URL.
alter table product_images add column alt jsonb not null default '{}';

-- The back office finds a product by any part of a name, handle or SKU.
create index product_texts_name_trgm_idx on product_texts using gin (name gin_trgm_ops)
  with (fastupdate = off);
create index products_handle_trgm_idx on products using gin (handle gin_trgm_ops)
  with (fastupdate = off);
create index variants_sku_trgm_idx on variants using gin (sku gin_trgm_ops)
  with (fastupdate = off);

-- A published, unpublished or renamed product changes what the shop shows at once: the columns
-- the back office writes join those that bump the catalog's version (008_sales_version.sql).
drop trigger products_catalog_version on products;
create trigger products_catalog_version
  before insert or delete or truncate or update of category_id, top_category_id, garment,
    original_price_cents, discount_percentage, rating_total, review_count, in_flash_sale,
    created_at, option_ids, handle, status on products
  for each statement execute function catalog_version_bump();
alter table products enable always trigger products_catalog_version;

-- Products now move between categories and categories are renamed: an update recomputes a text's
-- category names (003_search.sql filled them on insert only), and its new words become known to
-- the typo lookup as they already did on insert.
create trigger product_texts_search_categories_changed
  before update on product_texts
  for each row execute function product_texts_search_categories();
create trigger product_texts_words_changed
  after update on product_texts referencing new table as added
  for each statement execute function search_words_add();
alter table product_texts enable always trigger product_texts_search_categories_changed;
alter table product_texts enable always trigger product_texts_words_changed;
