import type { DocumentsQuery, DocumentSummary } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { iso, keysetPage } from '../paging.ts';

/** Invoices and credit notes, newest first, by kind; keyset pages on the document's id. */
export async function listDocuments(q: Queryable, query: DocumentsQuery) {
  const rows = await q.query<DocumentSummary & { id: number; issuedAt: Date }>(
    `select d.id, d.code, d.kind, d.market, d.number, o.order_code as "orderCode",
            d.issued_at as "issuedAt", d.currency, d.net_cents as "netCents",
            d.tax_cents as "taxCents", d.total_cents as "totalCents"
       from documents d join orders o on o.id = d.order_id
      where ($1::text is null or d.kind = $1) and ($2::int is null or d.id < $2)
      order by d.id desc limit $3`,
    [query.kind ?? null, query.cursor ?? null, query.limit + 1],
  );
  const page = keysetPage(rows, query.limit, (row) => row.id);
  return {
    ...page,
    items: page.items.map(({ id: _, ...row }) => ({ ...row, issuedAt: iso(row.issuedAt) })),
  };
}
