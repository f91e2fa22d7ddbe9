import type { Readable } from 'node:stream';
import { csvStream } from '../../platform/csv.ts';
import type { Queryable } from '../../platform/db.ts';

const BATCH = 1000;

/** Confirmed subscribers oldest first, BATCH at a time: memory stays flat at any size. */
async function* subscriberRows(q: Queryable): AsyncGenerator<string[]> {
  yield ['email', 'language', 'confirmed at'];
  let after: { at: Date; email: string } | undefined;
  for (;;) {
    const rows = await q.query<{ email: string; lang: string; at: Date; createdAt: Date }>(
      `select email, lang, confirmed_at as at, created_at as "createdAt"
         from newsletter_subscribers
        where status = 'confirmed' and ($1::timestamptz is null or (created_at, email) > ($1, $2))
        order by created_at, email limit $3`,
      [after?.at ?? null, after?.email ?? '', BATCH],
    );
    if (!rows.length) return;
    for (const r of rows) yield [r.email, r.lang, new Date(r.at).toISOString()];
    const last = rows.at(-1)!;
    after = { at: last.createdAt, email: last.email };
  }
}

/** The newsletter's confirmed subscribers as CSV. */
export const subscribersCsv = (q: Queryable): Readable => csvStream(subscriberRows(q));
