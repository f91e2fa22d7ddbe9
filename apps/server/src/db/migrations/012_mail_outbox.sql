-- The mail outbox: a mail is a row written in the transaction of the change that causes it (a
-- code, an order), and a worker sends it afterwards, retrying while the mail server is away.
create table mail_outbox (
  id bigint generated always as identity primary key,
  recipient text not null,
  subject text not null,
  text text not null,
  html text not null,
  -- Which mail it is (otp, order-shipped...), for the log and the back office.
  kind text not null,
  -- Logged with a mail written to DATA_DIR/outbox, so a shop without SMTP shows e.g. the code.
  preview jsonb,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  -- Due at once ('-infinity'); the worker's clock sets later times (retries, a sender's lease).
  next_attempt_at timestamptz not null default '-infinity',
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);

create index mail_outbox_due on mail_outbox (next_attempt_at) where status = 'pending';
