-- The lexemes the stemmed languages' search vectors hold. A search term is a word prefix ('lin'
-- finds Linen), and a prefix query ('linen':*) makes the GIN index gather each term's lexemes into a
-- bitmap before intersecting them: 9.7 of the 15.5 ms a two-word search of 100,000 products took on
-- PostgreSQL. Each term is instead looked up here and given as the lexemes it begins ('line' |
-- 'linen'), whose lists the index intersects as it reads them: 2.7 of 8.5 ms. Kept on insert and
-- update, so a renamed product is found by its new name; lexemes of deleted texts may linger and
-- then match nothing.
create table search_lexemes (
  lang text not null,
  lexeme text collate "C" not null,
  primary key (lang, lexeme)
);

create function search_lexemes_add() returns trigger language plpgsql as $$
begin
  insert into search_lexemes (lang, lexeme)
  select distinct changed.lang, words.lexeme
    from changed, unnest(changed.search_tsv) as words
   where changed.lang in ('en', 'es', 'fr')
  on conflict do nothing;
  return null;
end
$$;

create trigger product_texts_lexemes_added
  after insert on product_texts referencing new table as changed
  for each statement execute function search_lexemes_add();
create trigger product_texts_lexemes_changed
  after update on product_texts referencing new table as changed
  for each statement execute function search_lexemes_add();
-- Always: the seed's bulk load runs with session_replication_role = replica on PGlite.
alter table product_texts enable always trigger product_texts_lexemes_added;
alter table product_texts enable always trigger product_texts_lexemes_changed;

insert into search_lexemes (lang, lexeme)
select distinct t.lang, words.lexeme
  from product_texts t, unnest(t.search_tsv) as words
 where t.lang in ('en', 'es', 'fr');
