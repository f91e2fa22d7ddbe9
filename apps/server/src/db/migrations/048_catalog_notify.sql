-- Caches were dropped by a counter row (006_catalog_cache.sql, 008_sales_version.sql) that every
-- write to the catalog or its sales updated and held locked until commit: one row serialised the
-- shop's writes (a 320-product import held a cash order 5.9 s), and every cached answer read it.
-- The same statement-level triggers now announce what changed with NOTIFY, which PostgreSQL sends
-- to every listening server process at commit only (a rolled-back change announces nothing) and
-- never makes one writer wait for another's transaction (platform/changes.ts).
create function catalog_changed(topic text) returns void language plpgsql as $$
begin
  perform pg_notify('catalog_changes', topic);
  -- The writer learns it before its statement returns, so its next request, answered from its own
  -- process's cache, shows the change (read-your-writes; platform/db.ts). Once per topic and
  -- transaction: a bulk load's thousands of statements raise it once.
  if current_setting('atelier.announced_' || topic, true) is distinct from 'yes' then
    perform set_config('atelier.announced_' || topic, 'yes', true);
    raise notice using message = 'atelier: ' || topic || ' changed (caches drop it at commit)',
      detail = 'atelier_changed:' || topic;
  end if;
end
$$;

create or replace function catalog_version_bump() returns trigger language plpgsql as $$
begin
  perform catalog_changed('catalog');
  return null;
end
$$;

create or replace function catalog_sales_bump() returns trigger language plpgsql as $$
begin
  perform catalog_changed('sales');
  return null;
end
$$;

drop table catalog_version;
