-- Search finds a product by its colours, materials and sizes and by the common words for its kind:
-- 'blue dress', 'noir', '黑色' and 洋裝 (Taiwan's usual word for a dress) found nothing, as a
-- product's searchable text held only its name, brand and category names. A category's and an
-- option's name may now carry keywords, the other words shoppers use for it in that language
-- ('navy' is blue, 洋裝 is 連衣裙); a product text's search_keywords (search_categories before)
-- hold its categories' names, its colours', materials' and sizes' names, and all their keywords.
alter table category_names add column keywords text not null default '';
alter table filter_option_names add column keywords text not null default '';
alter table product_texts rename column search_categories to search_keywords;

create function search_keywords_of(product integer, language text) returns text
language sql stable as $$
  select concat_ws(' ',
    (select string_agg(concat_ws(' ', n.name, nullif(n.keywords, '')), ' ' order by c.parent_id nulls first)
       from products p
       join categories c on c.id in (p.category_id, p.top_category_id)
       join category_names n on n.category_id = c.id and n.lang = language
      where p.id = product),
    (select string_agg(concat_ws(' ', n.name, nullif(n.keywords, '')), ' ' order by o.type, o.position)
       from product_options po
       join filter_options o on o.id = po.option_id and o.type in ('color', 'material', 'size')
       join filter_option_names n on n.option_id = o.id and n.lang = language
      where po.product_id = product))
$$;

create or replace function product_texts_search_categories() returns trigger language plpgsql as $$
begin
  new.search_keywords := search_keywords_of(new.product_id, new.lang);
  return new;
end
$$;

-- A product's options may come after its texts (or change): its texts' keywords follow them.
create function product_texts_follow_options() returns trigger language plpgsql as $$
begin
  update product_texts t set search_keywords = search_keywords_of(t.product_id, t.lang)
   where t.product_id in (select product_id from changed);
  return null;
end
$$;
create trigger product_options_keywords_added
  after insert on product_options referencing new table as changed
  for each statement execute function product_texts_follow_options();
create trigger product_options_keywords_removed
  after delete on product_options referencing old table as changed
  for each statement execute function product_texts_follow_options();
alter table product_options enable always trigger product_options_keywords_added;
alter table product_options enable always trigger product_options_keywords_removed;

-- The typo lookup learns the words of the new keywords through product_texts_words_changed (017).
update product_texts set search_keywords = search_keywords_of(product_id, lang);
