import type { FastifyReply } from 'fastify';
import type { Config } from '../../platform/config.ts';
import type { Queryable } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { filesOf } from '../../platform/files.ts';
import { viewerIs, type OrderViewer } from '../orders/access.ts';
import type { DocumentSnapshot } from './issue.ts';
import { renderDocument } from './pdf.ts';

/** Which of an order's documents: its invoice, or its n-th credit note (1, 2, … by issue). */
export type Which = { kind: 'invoice' } | { kind: 'credit-note'; n: number };

/**
 * An order's document, for its viewer (staff: none): anyone else's is not found, as the order
 * itself is.
 */
export async function findDocument(
  q: Queryable,
  orderCode: string,
  which: Which,
  viewer?: OrderViewer,
) {
  const by = viewer ? viewerIs(viewer, 4) : { sql: '$4::text is null', value: null };
  const [row] = await q.query<{ snapshot: DocumentSnapshot }>(
    `select d.snapshot from documents d join orders o on o.id = d.order_id
      where o.order_code = $1 and ${by.sql} and d.kind = $2
      order by d.id offset $3 limit 1`,
    [orderCode, which.kind, which.kind === 'invoice' ? 0 : which.n - 1, by.value],
  );
  if (!row) throw notFound(which.kind === 'invoice' ? 'Invoice' : 'Credit note');
  return row.snapshot;
}

/** What an order's page links to: whether it has its invoice, and how many credit notes. */
export async function orderDocuments(q: Queryable, orderId: number) {
  const [row] = await q.query<{ invoice: boolean; creditNotes: number }>(
    `select count(*) filter (where kind = 'invoice') > 0 as invoice,
            count(*) filter (where kind = 'credit-note')::int as "creditNotes"
       from documents where order_id = $1`,
    [orderId],
  );
  return row!;
}

/**
 * Sends the PDF stored under `key` in the file store (the bucket or ./data, as photos): drawn by
 * `draw` and stored the first time it is asked for, then always that file, so it never changes.
 */
export async function sendPdf(
  config: Config,
  reply: FastifyReply,
  key: string,
  name: string,
  draw: () => Promise<Buffer>,
) {
  const files = filesOf(config);
  if (!(await files.has(key))) await files.put(key, await draw(), 'application/pdf');
  const file = await files.get(key);
  if (!file) throw notFound('Document');
  return reply
    .type('application/pdf')
    .header('content-length', file.size)
    .header('content-disposition', `inline; filename="${name}.pdf"`)
    .header('cache-control', 'private, max-age=3600')
    .header('x-content-type-options', 'nosniff')
    .send(file.body);
}

/** An invoice or a credit note, drawn from its snapshot: a document never changes once issued. */
export const sendDocument = (config: Config, reply: FastifyReply, s: DocumentSnapshot) =>
  sendPdf(config, reply, `documents/${s.market}/${s.code}.pdf`, s.code, () => renderDocument(s));
