-- Plans in the markets' currencies (issue 29 item 2): staff fix a plan's monthly price per
-- currency, in its minor unit; a market whose currency has none converts the base price
-- (plans.price_cents) by its price rule. A member pays each month in the currency, and the amount,
-- of the plan order that started their plan.
create table plan_prices (
  plan_id integer not null references plans (id) on delete cascade,
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  price_cents integer not null check (price_cents > 0),
  primary key (plan_id, currency)
);

alter table plan_subscriptions add column currency text not null default 'USD'
  check (currency ~ '^[A-Z]{3}$');
alter table plan_renewals add column currency text not null default 'USD'
  check (currency ~ '^[A-Z]{3}$');
