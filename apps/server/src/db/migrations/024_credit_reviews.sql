-- A customer's store credit as a ledger, like stock: every change is a row (a referral earned, a
-- referral taken back when its order is cancelled, a staff adjustment with its reason), and
-- balance_after never goes below 0. Writers lock the user's row first (modules/referrals).
create table credit_ledger (
  id bigint generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  at timestamptz not null,
  delta_cents integer not null check (delta_cents <> 0),
  balance_after_cents integer not null check (balance_after_cents >= 0),
  reason text not null check (reason in ('referral', 'referral_reversal', 'adjustment')),
  note text not null default '',
  order_id integer references orders (id) on delete set null,
  staff_email text
);
create index credit_ledger_user_idx on credit_ledger (user_id, id desc);

-- The order whose payment earned a referral credit: cancelling it takes the credit back.
alter table referral_credits add column order_id integer references orders (id) on delete set null;

insert into credit_ledger (user_id, at, delta_cents, balance_after_cents, reason)
select referrer_id, credited_at, amount_cents,
       sum(amount_cents) over (partition by referrer_id order by credited_at, id), 'referral'
  from referral_credits where status = 'credited' and amount_cents > 0
 order by credited_at, id;

-- Moderation: a hidden review leaves the shop's list and its product's rating.
alter table reviews add column status text not null default 'published'
  check (status in ('published', 'hidden'));
create index reviews_status_idx on reviews (status, id desc);
