import type { Language } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import type { Subscriber } from './mails.ts';

const SUBSCRIBER = `email, lang, unsubscribe_token as "unsubscribeToken"`;

/**
 * A subscription asked for: a new address, or one that is pending or unsubscribed, becomes
 * pending with this confirmation token (a newer mail's link replaces an older one's) in `lang`.
 * A confirmed address stays as it is and answers nothing: it is not mailed again.
 */
export async function requestSubscription(
  q: Queryable,
  email: string,
  lang: Language,
  tokens: { confirmHash: string; unsubscribe: string },
  now: Date,
) {
  const [row] = await q.query<Subscriber>(
    `insert into newsletter_subscribers (email, lang, status, confirm_token_hash, confirm_sent_at,
                                         unsubscribe_token, created_at)
     values ($1, $2, 'pending', $3, $5, $4, $5)
     on conflict (email) do update
       set lang = excluded.lang, status = 'pending', confirm_token_hash = excluded.confirm_token_hash,
           confirm_sent_at = excluded.confirm_sent_at
     where newsletter_subscribers.status <> 'confirmed'
     returning ${SUBSCRIBER}`,
    [email, lang, tokens.confirmHash, tokens.unsubscribe, now],
  );
  return row;
}

/**
 * Confirms the pending subscription of this token once (the token is spent) if it was sent
 * after `since`; answers it with whether a welcome code was ever made for it.
 */
export async function confirmByToken(q: Queryable, tokenHash: string, since: Date, now: Date) {
  const [row] = await q.query<Subscriber & { welcomed: boolean }>(
    `update newsletter_subscribers
        set status = 'confirmed', confirmed_at = $3, confirm_token_hash = null
      where confirm_token_hash = $1 and status = 'pending' and confirm_sent_at > $2
      returning ${SUBSCRIBER}, welcome_code_id is not null as welcomed`,
    [tokenHash, since, now],
  );
  return row;
}

export async function setWelcomeCode(q: Queryable, email: string, codeId: number) {
  await q.query('update newsletter_subscribers set welcome_code_id = $2 where email = $1', [
    email,
    codeId,
  ]);
}

/** Unsubscribes the address of this token (again: a no-op); answers whether the token is known. */
export async function unsubscribeByToken(q: Queryable, token: string) {
  const [row] = await q.query<{ lang: Language }>(
    `update newsletter_subscribers set status = 'unsubscribed', confirm_token_hash = null
      where unsubscribe_token = $1 returning lang`,
    [token],
  );
  return row;
}
