-- The category joins the filter options in one GIN index, as a one-element array (GIN indexes
-- arrays; a plain integer column would need the btree_gin extension, which also planned
-- `= any(...)` slower). "This category, any of these colours and any of these sizes" is then one
-- index scan intersecting their lists, where the planner ANDed a bitmap of every product of the
-- category (37,000 btree entries for a top category) with the options' bitmap: counting a colour
-- and a size in a category of 18,520 of 100,000 products went from 13 to 2 ms on PostgreSQL.
alter table products add column category_array integer[] generated always as (array[category_id]) stored;

-- One multicolumn GIN index serves the options alone as well as with a category.
create index products_listing_idx on products using gin (category_array, option_ids);
drop index products_option_ids_idx;

-- The planner knows nothing of a new column until it is analysed; PGlite never analyses by itself.
analyze products;
