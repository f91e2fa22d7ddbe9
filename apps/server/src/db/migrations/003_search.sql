-- Search and listing speed: what a shopper types is matched against each product's name, brand and
-- category names in one language, the filter panel reads which options a category has from one
-- small table, and every listing order has an index to walk.

-- Chinese and Japanese have no spaces between words, so their texts are indexed as overlapping
-- character pairs. The pairs across a space leave each word's first and last character alone,
-- which lets a one-character search find any word containing it.
create function search_bigrams(input text) returns text
language sql immutable strict parallel safe as $$
  select string_agg(substr(input, i, 2), ' ') from generate_series(1, length(input)) as i
$$;

-- Stemmed languages weigh a match in the name above one in the brand, and that above a category.
create function search_vector(lang text, name text, brand text, categories text) returns tsvector
language sql immutable parallel safe as $$
  select case lang
    when 'en' then setweight(to_tsvector('english', name), 'A')
      || setweight(to_tsvector('english', brand), 'B')
      || setweight(to_tsvector('english', categories), 'C')
    when 'es' then setweight(to_tsvector('spanish', name), 'A')
      || setweight(to_tsvector('spanish', brand), 'B')
      || setweight(to_tsvector('spanish', categories), 'C')
    when 'fr' then setweight(to_tsvector('french', name), 'A')
      || setweight(to_tsvector('french', brand), 'B')
      || setweight(to_tsvector('french', categories), 'C')
    else to_tsvector('simple', search_bigrams(name || ' ' || brand || ' ' || categories))
  end
$$;

-- The names of a text's product's category and top category, kept by a trigger: a generated
-- column cannot read another table. Products do not move between categories.
alter table product_texts add column search_categories text not null default '';
alter table product_texts add column search_text text generated always as (
  name || ' ' || brand || ' ' || search_categories
) stored;
alter table product_texts add column search_tsv tsvector generated always as (
  search_vector(lang, name, brand, search_categories)
) stored;

create function product_texts_search_categories() returns trigger language plpgsql as $$
begin
  select coalesce(string_agg(n.name, ' ' order by c.parent_id nulls first), '')
    into new.search_categories
    from products p
    join categories c on c.id in (p.category_id, p.top_category_id)
    join category_names n on n.category_id = c.id and n.lang = new.lang
   where p.id = new.product_id;
  return new;
end
$$;

create trigger product_texts_search_categories
  before insert on product_texts
  for each row execute function product_texts_search_categories();
-- Always: a bulk load that sets session_replication_role = replica to skip foreign-key checks
-- (the demo seed on PGlite) must still fill the search columns.
alter table product_texts enable always trigger product_texts_search_categories;

update product_texts t set search_categories = (
  select coalesce(string_agg(n.name, ' ' order by c.parent_id nulls first), '')
    from products p
    join categories c on c.id in (p.category_id, p.top_category_id)
    join category_names n on n.category_id = c.id and n.lang = t.lang
   where p.id = t.product_id
);

-- One index per language, so a search reads only its own language's entries.
create index product_texts_tsv_en_idx on product_texts using gin (search_tsv) where lang = 'en';
create index product_texts_tsv_es_idx on product_texts using gin (search_tsv) where lang = 'es';
create index product_texts_tsv_cn_idx on product_texts using gin (search_tsv) where lang = 'cn';
create index product_texts_tsv_jp_idx on product_texts using gin (search_tsv) where lang = 'jp';
create index product_texts_tsv_tw_idx on product_texts using gin (search_tsv) where lang = 'tw';
create index product_texts_tsv_fr_idx on product_texts using gin (search_tsv) where lang = 'fr';

-- The words of the stemmed languages' texts: a misspelt search term ('linnen') is looked up here
-- by trigram similarity and replaced by the words it resembles ('linen'), which the text search
-- indexes above then find. Kept by a statement trigger; words of deleted products may linger.
create table search_words (
  lang text not null,
  word text collate "C" not null,
  primary key (lang, word)
);
create index search_words_trgm_idx on search_words using gin (word gin_trgm_ops);

create function search_words_add() returns trigger language plpgsql as $$
begin
  insert into search_words (lang, word)
  select distinct added.lang, words.lexeme
    from added, unnest(to_tsvector('simple', added.search_text)) as words
   where added.lang in ('en', 'es', 'fr') and length(words.lexeme) >= 3
  on conflict do nothing;
  return null;
end
$$;

create trigger product_texts_words
  after insert on product_texts referencing new table as added
  for each statement execute function search_words_add();
alter table product_texts enable always trigger product_texts_words;

insert into search_words (lang, word)
select distinct t.lang, words.lexeme
  from product_texts t, unnest(to_tsvector('simple', t.search_text)) as words
 where t.lang in ('en', 'es', 'fr') and length(words.lexeme) >= 3
on conflict do nothing;

-- Which filter options occur in which category, kept by statement triggers on product_options.
create table category_filter_options (
  category_id integer not null references categories (id) on delete cascade,
  option_id integer not null references filter_options (id) on delete cascade,
  primary key (category_id, option_id)
);

create function category_filter_options_add() returns trigger language plpgsql as $$
begin
  insert into category_filter_options (category_id, option_id)
  select distinct p.category_id, added.option_id
    from added join products p on p.id = added.product_id
  on conflict do nothing;
  return null;
end
$$;

create trigger product_options_added
  after insert on product_options referencing new table as added
  for each statement execute function category_filter_options_add();

create function category_filter_options_prune() returns trigger language plpgsql as $$
begin
  delete from category_filter_options c
   where c.option_id in (select option_id from removed)
     and not exists (select 1 from product_options po join products p on p.id = po.product_id
                      where po.option_id = c.option_id and p.category_id = c.category_id);
  return null;
end
$$;

create trigger product_options_removed
  after delete on product_options referencing old table as removed
  for each statement execute function category_filter_options_prune();
alter table product_options enable always trigger product_options_added;
alter table product_options enable always trigger product_options_removed;

insert into category_filter_options (category_id, option_id)
select distinct p.category_id, po.option_id
  from product_options po join products p on p.id = po.product_id;

-- One index per listing order, each ending in id: the tiebreak that keeps paging stable.
create index products_price_idx on products (selling_price_cents, id);
create index products_best_selling_idx on products (units_sold desc, id);
create index products_newest_idx on products (created_at desc, id desc);
create index products_rating_idx
  on products ((rating_total::float8 / greatest(review_count, 1)) desc, id desc);
create index products_flash_sale_idx on products (discount_percentage desc, id) where in_flash_sale;
create index products_category_idx on products (category_id, units_sold desc, id);
create index products_top_category_idx on products (top_category_id, units_sold desc, id);
