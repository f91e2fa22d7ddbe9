-- The newsletter asks before it mails (double opt-in, issue 22 item 2): a subscription is pending
-- until the link of its confirmation mail is followed; confirming mails a personal first-order
-- code, once per address ever; every newsletter mail carries an unsubscribe link.
--
-- The confirmation token is single-use and kept hashed. The unsubscribe token is kept as it is:
-- every later mail must carry it, and all it can do is unsubscribe that address.
alter table newsletter_subscribers
  add column status text not null default 'confirmed'
    check (status in ('pending', 'confirmed', 'unsubscribed')),
  add column confirm_token_hash text unique,
  add column confirm_sent_at timestamptz,
  add column confirmed_at timestamptz,
  add column unsubscribe_token text,
  add column welcome_code_id integer references discount_codes (id) on delete set null;

-- Addresses from before asked to be mailed under the old rules: they stay subscribed (no code).
update newsletter_subscribers
   set unsubscribe_token = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
       confirmed_at = created_at;
alter table newsletter_subscribers alter column unsubscribe_token set not null;
alter table newsletter_subscribers alter column status set default 'pending';
create unique index newsletter_unsubscribe_idx on newsletter_subscribers (unsubscribe_token);
-- The staff export: confirmed subscribers, oldest first.
create index newsletter_status_idx on newsletter_subscribers (status, created_at);
