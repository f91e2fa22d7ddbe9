-- Merchandising runs on a schedule (issue 19 item 7): banners, deals and collections may start and
-- end (null: since always, or for good), and the flash sale has a start beside its end. The shop
-- shows what is live at the time of the request, and its cached answers expire at the next start
-- or end (platform/cache.ts), so nothing needs writing at 12:00 for a banner starting then.
alter table banners add column starts_at timestamptz, add column ends_at timestamptz,
  add constraint banners_schedule check (ends_at > starts_at);
alter table deals add column starts_at timestamptz, add column ends_at timestamptz,
  add constraint deals_schedule check (ends_at > starts_at);
alter table collections add column starts_at timestamptz, add column ends_at timestamptz,
  add constraint collections_schedule check (ends_at > starts_at);

alter table promotions add column starts_at timestamptz;
update promotions set starts_at = least(now(), ends_at - interval '1 second');
alter table promotions alter column starts_at set not null,
  add constraint promotions_schedule check (ends_at > starts_at);

-- The flash sale's prices apply only while it runs (issue 22 item 6). A product keeps its own
-- discount (discount_percentage) and gets its sale one besides: between the sale's start and end,
-- a product in the sale sells at the better of the two. Both prices are stored, each with its
-- index, and the shop reads one pair or the other by the time (modules/products/pricing.ts).
-- Until now a product's discount was its sale one: it becomes the sale's, and the product goes
-- back to its full price when the sale ends.
alter table products
  add column flash_discount_percentage integer not null default 0
    check (flash_discount_percentage between 0 and 90);
update products set flash_discount_percentage = discount_percentage, discount_percentage = 0
 where in_flash_sale;
alter table products
  add column sale_discount_percentage integer generated always as (
    case when in_flash_sale then greatest(discount_percentage, flash_discount_percentage)
         else discount_percentage end) stored,
  add column sale_price_cents integer generated always as (
    (original_price_cents * (100 - case when in_flash_sale
                                        then greatest(discount_percentage, flash_discount_percentage)
                                        else discount_percentage end) + 50) / 100) stored;
create index products_sale_price_idx on products (sale_price_cents, id);
drop index products_flash_sale_idx;
create index products_flash_sale_idx on products (sale_discount_percentage desc, id)
  where in_flash_sale;

-- A product's sale discount is shown by the shop: its change bumps the catalog's version too.
drop trigger products_catalog_version on products;
create trigger products_catalog_version
  before insert or delete or truncate or update of category_id, top_category_id, garment,
    original_price_cents, discount_percentage, flash_discount_percentage, rating_total,
    review_count, in_flash_sale, created_at, option_ids, handle, status on products
  for each statement execute function catalog_version_bump();
alter table products enable always trigger products_catalog_version;
