-- Every piece of merchandising leads to its own products: a deal, a banner and the announcement
-- bar each carry the shop address they open (a listing of a category, a section or a search, or
-- a product page: '/product?category=12'); a collection leads to its category's listing. Before,
-- every one of them opened the same unfiltered listing. The back office edits these rows.
alter table deals add column link text not null default '/product';
alter table banners add column link text not null default '/product';

-- The announcement bar above every page: one row, its text per language.
create table announcement (
  id boolean primary key default true check (id),
  link text not null
);
create table announcement_texts (
  lang text primary key,
  text text not null
);

do $$
declare
  t text;
begin
  foreach t in array array['announcement', 'announcement_texts'] loop
    execute format(
      'create trigger %I before insert or update or delete or truncate on %I
         for each statement execute function catalog_version_bump()',
      t || '_catalog_version', t);
    execute format('alter table %I enable always trigger %I', t, t || '_catalog_version');
  end loop;
end
$$;

-- A shop seeded before this migration gets the demo catalog's links and announcement, found by
-- their English titles and the categories' slugs; any other row keeps leading to the listing.
create function pg_temp.category_link(category_slug text) returns text language sql as $$
  select '/product?category=' || id from categories where slug = category_slug
$$;
update deals d set link = coalesce(pg_temp.category_link(v.slug), d.link)
  from deal_texts t, (values ('Summer Swim Sale', 'women-swimwear'), ('Knitwear Week', 'women-knitwear'),
                             ('New Sneakers', 'shoes-sneakers'), ('Bags & Accessories', 'accessories'))
                      as v(title, slug)
 where t.deal_id = d.id and t.lang = 'en' and t.title = v.title;
update banners b set link = coalesce(v.link, pg_temp.category_link(v.slug), b.link)
  from banner_texts t, (values ('New Season Arrivals', '/product?section=new-arrivals', null),
                               ('Handmade by Artisans', null, 'craft'),
                               ('Summer Swim: up to 50% off', null, 'women-swimwear'),
                               ('Free Delivery & 30-Day Returns', '/faq', null))
                        as v(title, link, slug)
 where t.banner_id = b.id and t.lang = 'en' and t.title = v.title;
insert into announcement (link)
select pg_temp.category_link('women-swimwear') where pg_temp.category_link('women-swimwear') is not null;
insert into announcement_texts (lang, text)
select v.lang, v.text
  from announcement, (values
    ('en', 'Summer Sale For All Swim Suits And Free Express Delivery - OFF 50%!'),
    ('es', 'Rebajas de verano en todos los bañadores y envío exprés gratis: ¡50 % de descuento!'),
    ('cn', '夏季特卖：全部泳装五折，并享免费特快配送！'),
    ('jp', 'サマーセール：水着全品50%オフ、さらに速達配送無料！'),
    ('tw', '夏季特賣：全部泳裝五折，並享免費快遞配送！'),
    ('fr', 'Soldes d''été sur tous les maillots de bain et livraison express offerte : -50 % !')
  ) as v(lang, text);
