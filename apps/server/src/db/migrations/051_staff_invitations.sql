-- A staff invitation is a link: a long random token, single-use, valid 7 days. Only its SHA-256 is
-- kept, so the table read does not give the link away. A code mailed with a 10-minute life (and
-- tries a stranger could spend) made invitations go stale before members opened them.
alter table staff add column invite_hash text unique;
alter table staff add column invite_expires_at timestamptz;
