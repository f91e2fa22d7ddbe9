-- pg_restore runs with an empty search_path, and it fills the generated search_tsv column by
-- calling search_vector, which calls search_bigrams unqualified: a restore of a pg_dump stopped
-- at product_texts. Pinning the path makes the README's backup and restore work. Only functions
-- that generated columns call need this (triggers are created after the data is loaded).
alter function search_bigrams(text) set search_path = public, pg_catalog;
alter function search_vector(text, text, text, text) set search_path = public, pg_catalog;
