-- An exchange's price difference (issue 30 item 2): the new variant's unit price in the order's
-- market and currency when the shopper asked (its shelf price, tax included where the market
-- includes it), against the returned line's. A cheaper one gives the difference back with the
-- return's refund; a dearer one is owed from the receipt on (added to the order's balance, paid by
-- card on the order page) and the exchange ships once it is paid.
alter table return_lines
  add column exchange_price_cents integer check (exchange_price_cents >= 0);
alter table returns
  add column exchange_due_cents integer not null default 0 check (exchange_due_cents >= 0);
