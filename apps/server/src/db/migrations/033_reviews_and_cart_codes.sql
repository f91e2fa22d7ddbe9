-- The language a review is written in (one of the shop's language keys): a product page in
-- another language marks its text with it. The demo reviews and every review posted before this
-- were written in English.
alter table reviews add column lang text not null default 'en'
  check (lang in ('en', 'es', 'cn', 'jp', 'tw', 'fr'));

-- A code a guest applied that did not come with them into their account at sign-in (it belongs
-- to another account, is for a first order, or was used up by this account): the account's cart
-- says why until the shopper applies or removes a code, or orders (modules/promotions/carry.ts).
create table cart_code_notices (
  user_id integer primary key references users (id) on delete cascade,
  code text not null,
  reason text not null,
  at timestamptz not null
);

-- Reviews still naming a photo uploaded before the media pipeline (013): each start re-encodes
-- them (modules/reviews/old-photos.ts) and finds the few left, if any, without reading every review.
create index reviews_old_upload_idx on reviews (id) where image_url like '/uploads/%';
