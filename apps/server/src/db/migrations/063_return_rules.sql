-- Two return rules a merchant sets (issue 30): when a return gives the shipping back — for a faulty
-- or wrong item ('faulty', the default), for any reason ('always') or never — and how many days a
-- return may wait, asked or approved but not sent, before it lapses and its exchange's held units
-- go back on sale.
alter table shop_settings
  add column refund_shipping text not null default 'faulty'
    check (refund_shipping in ('faulty', 'always', 'never')),
  add column return_hold_days integer not null default 14 check (return_hold_days between 1 and 365);
