-- Guests check out (issue 29 item 6; DECISIONS.md "checkout requires an account"). A guest's
-- order belongs to the guest's cart key until an account proves the order's email is its own
-- (the mailed code) and takes it along.
alter table orders alter column user_id drop not null;
alter table orders add column guest_id uuid;
alter table orders add constraint orders_owner_check check ((user_id is null) <> (guest_id is null));
create index orders_guest_pending_idx on orders (guest_id) where status = 'PENDING_PAYMENT';
-- Guest orders by email, for the account that verifies that email.
create index orders_guest_email_idx on orders (lower(email)) where user_id is null;

-- The order link's key: 244 random bits that open the order's page without an account. Kept
-- readable (not hashed) because the paid order's mail, sent later by another process, carries it;
-- made as the newsletter's tokens are (031_newsletter_opt_in.sql).
alter table orders add column link_key text not null
  default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
create unique index orders_link_key_idx on orders (link_key);

-- A guest's redemption counts against the code alone (codes with per-customer rules need an account).
alter table discount_redemptions alter column user_id drop not null;

-- When the account last proved its email with a mailed code.
alter table users add column email_verified_at timestamptz;
