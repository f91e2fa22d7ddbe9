import { z } from 'zod';
import { ADMIN_API_PREFIX, Cursor, cursorPage, PageLimit } from './admin.ts';
import { str } from './common.ts';
import { OrderCode } from './orders.ts';

/** Invoices and credit notes (issue 29 item 7), numbered without gaps per market and kind. */
export const DocumentKind = z.enum(['invoice', 'credit-note']);
export type DocumentKind = z.infer<typeof DocumentKind>;

/** An order's n-th credit note (1, 2, … in the order they were issued). */
export const CreditNoteParams = z.object({
  orderCode: OrderCode,
  n: z.coerce.number().int().min(1).max(1000),
});

export const DocumentsQuery = z.object({
  kind: DocumentKind.optional(),
  cursor: Cursor.optional(),
  limit: PageLimit,
});
export type DocumentsQuery = z.infer<typeof DocumentsQuery>;

export const DocumentSummary = z
  .object({
    code: str().meta({ description: "As printed: 'EU-2026-000001', 'EU-CN-2026-000001'" }),
    kind: DocumentKind,
    market: str(),
    number: z.number().int(),
    orderCode: OrderCode,
    issuedAt: str(),
    currency: str(),
    netCents: z.number().int(),
    taxCents: z.number().int(),
    totalCents: z.number().int(),
  })
  .meta({ id: 'DocumentSummary' });
export type DocumentSummary = z.infer<typeof DocumentSummary>;
export const DocumentPage = cursorPage(DocumentSummary);

/** Where the shopper downloads an order's invoice, and its n-th credit note (API.md "Markets"). */
export const invoicePath = (orderCode: string) =>
  `/api/v1/orders/by-code/${encodeURIComponent(orderCode)}/invoice.pdf`;
export const creditNotePath = (orderCode: string, n: number) =>
  `/api/v1/orders/by-code/${encodeURIComponent(orderCode)}/credit-notes/${n}.pdf`;

/** The same documents in the back office, for staff who handle orders. */
export const adminInvoicePath = (orderCode: string) =>
  `${ADMIN_API_PREFIX}/orders/${encodeURIComponent(orderCode)}/invoice.pdf`;
export const adminCreditNotePath = (orderCode: string, n: number) =>
  `${ADMIN_API_PREFIX}/orders/${encodeURIComponent(orderCode)}/credit-notes/${n}.pdf`;
