-- Markets (issue 29): a market is a set of countries with one currency, a tax mode and a price rule.
-- Prices are kept in the shop's base currency (variants.price_cents, US dollars); a market's price
-- is the base converted by its exchange rate and rounded by its rule, unless staff fix one
-- (modules/markets/money.ts). Seeded so a fresh shop sells lawfully at once; staff edit all of it.
create table markets (
  id integer generated always as identity primary key,
  code text not null unique check (code ~ '^[a-z][a-z0-9-]{1,23}$'),
  name text not null check (length(name) between 1 and 60),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  tax_mode text not null check (tax_mode in ('included', 'added')),
  -- Prices are rounded up to a multiple of `rounding_step` minor units, plus `rounding_ending`
  -- (a step of 100 and an ending of 95 gives €49.95; a step of 10 gives whole tens of yen).
  rounding_step integer not null default 1 check (rounding_step between 1 and 100000),
  rounding_ending integer not null default 0,
  -- Units of the market's currency for one of the base currency's.
  exchange_rate numeric(14, 6) not null default 1 check (exchange_rate > 0),
  payment_methods text[] not null default '{card,cash}'
    check (payment_methods <@ '{card,cash}' and cardinality(payment_methods) > 0),
  active boolean not null default true,
  -- The market of every country no other market names: exactly one.
  rest_of_world boolean not null default false,
  position integer not null default 0,
  check (rounding_ending >= 0 and rounding_ending < rounding_step)
);
create unique index markets_rest_of_world on markets (rest_of_world) where rest_of_world;

-- A country belongs to one market (the primary key says so).
create table market_countries (
  country text primary key check (country ~ '^[A-Z]{2}$'),
  market_id integer not null references markets (id) on delete cascade
);
create index market_countries_market on market_countries (market_id);

-- Tax by where the goods go: a country's rate, a region's (a US state) over it, and a category's
-- (UK children's clothing) over both; a rate is a decimal fraction (6.875 % needs five places).
create table tax_rates (
  id integer generated always as identity primary key,
  country text not null check (country ~ '^[A-Z]{2}$'),
  region text not null default '' check (region ~ '^[A-Z0-9]{0,3}$'),
  category_id integer references categories (id) on delete cascade,
  rate numeric(7, 6) not null check (rate >= 0 and rate < 1)
);
create unique index tax_rates_key on tax_rates (country, region, coalesce(category_id, 0));

insert into markets (code, name, currency, tax_mode, rounding_step, rounding_ending, exchange_rate, position, rest_of_world) values
  ('us', 'United States', 'USD', 'added', 1, 0, 1, 0, false),
  ('eu', 'Eurozone', 'EUR', 'included', 100, 95, 0.86, 1, false),
  ('gb', 'United Kingdom', 'GBP', 'included', 100, 0, 0.75, 2, false),
  ('jp', 'Japan', 'JPY', 'included', 10, 0, 155, 3, false),
  ('cn', 'China', 'CNY', 'included', 100, 0, 7.1, 4, false),
  ('tw', 'Taiwan', 'TWD', 'included', 1000, 0, 31, 5, false),
  ('world', 'Rest of the world', 'USD', 'added', 1, 0, 1, 6, true);

insert into market_countries (country, market_id)
  select c, (select id from markets where code = 'us') from unnest('{US,PR,GU,VI,AS,MP}'::text[]) c
  union all
  select c, (select id from markets where code = 'eu') from unnest(
    '{AT,BE,BG,HR,CY,EE,FI,FR,DE,GR,IE,IT,LV,LT,LU,MT,NL,PT,SK,SI,ES}'::text[]) c
  union all select 'GB', (select id from markets where code = 'gb')
  union all select 'JP', (select id from markets where code = 'jp')
  union all select 'CN', (select id from markets where code = 'cn')
  union all select 'TW', (select id from markets where code = 'tw');

-- Standard VAT of the euro countries (2026), the UK's, Japan's consumption tax, China's and
-- Taiwan's VAT; the US states' base sales tax (local taxes are staff's to add). UK children's
-- clothing at 0 % is a category rate, added by the demo seed where a children's category exists.
insert into tax_rates (country, rate)
  select split_part(r, ':', 1), split_part(r, ':', 2)::numeric from unnest(
    '{AT:0.20,BE:0.21,BG:0.20,HR:0.25,CY:0.19,EE:0.24,FI:0.255,FR:0.20,DE:0.19,GR:0.24,IE:0.23,IT:0.22,LV:0.21,LT:0.21,LU:0.17,MT:0.18,NL:0.21,PT:0.23,SK:0.23,SI:0.22,ES:0.21,GB:0.20,JP:0.10,CN:0.13,TW:0.05}'::text[]) r;
insert into tax_rates (country, region, rate)
  select 'US', split_part(r, ':', 1), split_part(r, ':', 2)::numeric from unnest(
    '{AL:0.04,AZ:0.056,AR:0.065,CA:0.0725,CO:0.029,CT:0.0635,DC:0.06,FL:0.06,GA:0.04,HI:0.04,ID:0.06,IL:0.0625,IN:0.07,IA:0.06,KS:0.065,KY:0.06,LA:0.05,ME:0.055,MD:0.06,MA:0.0625,MI:0.06,MN:0.06875,MS:0.07,MO:0.04225,NE:0.055,NV:0.0685,NJ:0.06625,NM:0.04875,NY:0.04,NC:0.0475,ND:0.05,OH:0.0575,OK:0.045,PA:0.06,RI:0.07,SC:0.06,SD:0.042,TN:0.07,TX:0.0625,UT:0.061,VT:0.06,VA:0.053,WA:0.065,WV:0.06,WI:0.05,WY:0.04}'::text[]) r;

-- Prices shown per market are cached like the rest of the catalog (048_catalog_notify.sql).
create trigger markets_catalog_version after insert or update or delete or truncate
  on markets for each statement execute function catalog_version_bump();
create trigger market_countries_catalog_version after insert or update or delete or truncate
  on market_countries for each statement execute function catalog_version_bump();
create trigger tax_rates_catalog_version after insert or update or delete or truncate
  on tax_rates for each statement execute function catalog_version_bump();
alter table markets enable always trigger markets_catalog_version;
alter table market_countries enable always trigger market_countries_catalog_version;
alter table tax_rates enable always trigger tax_rates_catalog_version;
