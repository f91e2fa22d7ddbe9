-- A GIN index takes new entries into a pending list, which every scan of the index reads whole
-- until a vacuum moves them into the index proper. PGlite never vacuums by itself, and a catalog
-- is read far more often than written: after seeding 100,000 products the listing index held a
-- 496-page list, and counting a colour and a size in a category took 9.7 ms on PostgreSQL instead
-- of 2.1 (a two-word search 3.7 instead of 2.0). Entries now go straight into the index.
alter index products_listing_idx set (fastupdate = off);
alter index product_texts_tsv_en_idx set (fastupdate = off);
alter index product_texts_tsv_es_idx set (fastupdate = off);
alter index product_texts_tsv_cn_idx set (fastupdate = off);
alter index product_texts_tsv_jp_idx set (fastupdate = off);
alter index product_texts_tsv_tw_idx set (fastupdate = off);
alter index product_texts_tsv_fr_idx set (fastupdate = off);
alter index search_words_trgm_idx set (fastupdate = off);

-- Turning the list off keeps what it holds: move that into the indexes now.
select gin_clean_pending_list(c.oid)
  from pg_class c join pg_am a on a.oid = c.relam
 where a.amname = 'gin';
