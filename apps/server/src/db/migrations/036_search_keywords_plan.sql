-- A product text's keywords (020_search_keywords.sql) are read for every row written, by the row
-- trigger product_texts_search_categories. As a SQL function whose body holds subqueries,
-- search_keywords_of could not be inlined, and PostgreSQL planned its body again at every call:
-- 0.7 ms a row, two thirds of a catalog import's time on PostgreSQL (bench/README.md). In
-- PL/pgSQL the same statement is planned once per connection and its plan kept.
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
      where po.product_id = product));
end
$$;
