-- Reviews the merchant approves first (shop_settings.review_approval): 'pending' until staff
-- publish them, outside the shop's list and the product's rating like a hidden one. And the shop's
-- public answer under a review.
alter table reviews drop constraint reviews_status_check;
alter table reviews add constraint reviews_status_check
  check (status in ('published', 'hidden', 'pending'));
alter table reviews add column reply text;
alter table reviews add column replied_at timestamptz;
