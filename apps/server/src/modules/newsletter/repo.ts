import type { Queryable } from '../../platform/db.ts';

/** Adds the email once; a repeat keeps the first subscription as it was. */
export async function addSubscriber(q: Queryable, email: string, lang: string) {
  await q.query(
    'insert into newsletter_subscribers (email, lang) values ($1, $2) on conflict (email) do nothing',
    [email, lang],
  );
}
