-- Discount codes in the markets' currencies (issue 29 item 2): staff fix a code's amount off and
-- its minimum spend per currency, in its minor unit (EUR 900, JPY 1500). A currency without one
-- exchanges the code's base amount (discount_codes.value, min_subtotal_cents) at its market's rate
-- (modules/promotions/codes.ts).
create table discount_code_amounts (
  code_id integer not null references discount_codes (id) on delete cascade,
  field text not null check (field in ('value', 'min_subtotal')),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  minor integer not null check (minor >= 0 and (field = 'min_subtotal' or minor > 0)),
  primary key (code_id, field, currency)
);
