-- What merchants' Shopify exports carry and the shop now keeps (issue 28 item 3). A product sold
-- in sizes only (or in one variant: Shopify's "Default Title") has variants without a colour,
-- where an import invented one. A variant keeps its weight in grams (shipping weight) and its
-- GTIN (the Google feed's gtin); a product its tags (search keywords) and its SEO title and
-- description per language (the product page's head), each {lang: text}.
alter table variants alter column color_id drop not null;
alter table variants add column grams integer check (grams between 0 and 1000000);
alter table variants add column gtin text check (gtin ~ '^[0-9]{8,14}$');
alter table products add column tags text[] not null default '{}';
alter table products add column seo_title jsonb not null default '{}';
alter table products add column seo_description jsonb not null default '{}';

-- A product's tags are words search finds it by, in every language (036's function, plus them).
create or replace function search_keywords_of(product integer, language text) returns text
language plpgsql stable as $$
begin
  return concat_ws(' ',
    (select string_agg(concat_ws(' ', n.name, nullif(n.keywords, '')), ' ' order by c.parent_id nulls first)
       from products p
       join categories c on c.id in (p.category_id, p.top_category_id)
       join category_names n on n.category_id = c.id and n.lang = language
      where p.id = product),
    (select string_agg(concat_ws(' ', n.name, nullif(n.keywords, '')), ' ' order by o.type, o.position)
       from product_options po
       join filter_options o on o.id = po.option_id and o.type in ('color', 'material', 'size')
       join filter_option_names n on n.option_id = o.id and n.lang = language
      where po.product_id = product),
    (select nullif(array_to_string(p.tags, ' '), '') from products p where p.id = product));
end
$$;
