-- The back office's order queues and search at a million orders: every list is newest first by
-- id (the keyset cursor), each queue a partial index, each kind of search its own index (the
-- service tells a code, an email, a phone and a name apart, so each query uses one of them).
create index orders_status_idx on orders (status, id desc);
create index orders_to_ship_idx on orders (id desc) where status in ('PLACED', 'PAID');
create index orders_cash_due_idx on orders (id desc)
  where payment_method = 'cash' and paid_cents = 0 and status in ('SHIPPED', 'DELIVERED');
create index orders_closed_idx on orders (id desc) where status = 'CANCELLED' or refunded_cents > 0;
create index orders_code_prefix_idx on orders (order_code text_pattern_ops);
create index orders_email_idx on orders (lower(email) text_pattern_ops);
create index orders_phone_idx on orders ((regexp_replace(phone, '[^0-9]', '', 'g')) text_pattern_ops);
-- Without a pending list, as 011 explains.
create index orders_name_idx on orders using gin (to_tsvector('simple', name)) with (fastupdate = off);
-- Periods: the dashboard, the export and the date filter.
create index orders_created_idx on orders (created_at);
