-- The back office's people and what they did: staff accounts apart from shoppers' (a shopper's
-- session never opens an admin endpoint), their sessions, and the audit log of every admin write.

create table staff (
  id integer generated always as identity primary key,
  -- Kept trimmed and lower-cased, like users.email.
  email text not null unique,
  name text not null,
  role text not null check (role in ('owner', 'catalog', 'fulfilment')),
  -- The language of their mail and, in the back office, of its screens.
  lang text not null default 'en' check (lang in ('en', 'es', 'cn', 'jp', 'tw', 'fr')),
  -- Null until an invited member sets a password through a mailed code.
  password_hash text,
  created_at timestamptz not null default now()
);

-- Only a hash of the cookie's token is kept; removing a member ends their sessions.
create table staff_sessions (
  token_hash text primary key,
  staff_id integer not null references staff (id) on delete cascade,
  expires_at timestamptz not null,
  renewed_at timestamptz not null
);
create index staff_sessions_staff_idx on staff_sessions (staff_id);
create index staff_sessions_expires_idx on staff_sessions (expires_at);

-- Who (their email kept as it was, so a removed member's rows still say who), when, what, and the
-- entity before and after as JSON. Written in the transaction of the change it records.
create table audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null,
  staff_id integer references staff (id) on delete set null,
  staff_email text not null,
  entity text not null,
  entity_id text not null,
  action text not null,
  before jsonb,
  after jsonb
);
create index audit_log_entity_idx on audit_log (entity, id desc);
create index audit_log_staff_idx on audit_log (staff_id, id desc);
