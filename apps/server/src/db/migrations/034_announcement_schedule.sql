-- The announcement bar runs on a schedule like the rest of the merchandising (issue 19 item 7,
-- 027_merchandising_schedule.sql): it shows from its start (null: since always) until its end
-- (null: for good). platform/schedule.ts reads these two columns among the catalog's starts and
-- ends, so the cached bar changes the moment either passes; the table's catalog_version trigger
-- (019_merchandising_links.sql) already moves the version when they are edited.
alter table announcement add column starts_at timestamptz, add column ends_at timestamptz,
  add constraint announcement_schedule check (ends_at > starts_at);
