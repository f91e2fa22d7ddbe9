import type { Language } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { allocate, type TaxLine } from '../markets/money.ts';

export type DocumentKind = 'invoice' | 'credit-note';

/** A document's line: a unit price and an amount as the order showed them (tax in or added). */
export interface DocumentLine {
  name: string;
  sku: string;
  qty: number;
  unitMinor: number;
  rate: number;
  amountMinor: number;
}

/** All a document says, frozen when it is issued (057_documents.sql): the PDF is drawn from it. */
export interface DocumentSnapshot {
  kind: DocumentKind;
  code: string;
  lang: Language;
  market: string;
  currency: string;
  taxIncluded: boolean;
  issuedAt: string;
  /** The shop's time zone when it was issued: its dates are written in it. */
  timeZone: string;
  orderCode: string;
  orderedAt: string;
  seller: { name: string; address: string; taxNumber: string };
  buyer: { name: string; email: string; address: string[]; country: string };
  lines: DocumentLine[];
  /** Off the items: a member's price and a discount code (an invoice's only). */
  deductionsMinor: number;
  shippingMinor: number;
  taxLines: TaxLine[];
  /** Store credit paid part of it (an invoice's only). */
  creditMinor: number;
  totalMinor: number;
  /** A credit note's: the invoice it corrects and the refund's reason. */
  invoiceCode?: string;
  reason?: string;
}

/**
 * The next number of a market's invoices or credit notes. The upsert locks the counter row until
 * the transaction ends, so concurrent issuers queue, and a rollback takes the number back: the
 * numbers have no gap, unlike a sequence's.
 */
async function nextNumber(q: Queryable, market: string, kind: DocumentKind) {
  const [row] = await q.query<{ n: number }>(
    `insert into document_counters (market, kind, last_number) values ($1, $2, 1)
     on conflict (market, kind) do update set last_number = document_counters.last_number + 1
     returning last_number as n`,
    [market, kind],
  );
  return row!.n;
}

/** 'EU-2026-000001', a credit note 'EU-CN-2026-000001': the year in the shop's time zone. */
function codeOf(market: string, kind: DocumentKind, n: number, at: Date, timeZone: string) {
  const year = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone }).format(at);
  const prefix = kind === 'invoice' ? market.toUpperCase() : `${market.toUpperCase()}-CN`;
  return `${prefix}-${year}-${String(n).padStart(6, '0')}`;
}

interface OrderFacts {
  id: number;
  code: string;
  lang: Language;
  market: string;
  currency: string;
  taxIncluded: boolean;
  createdAt: Date;
  name: string;
  email: string;
  country: string;
  address: string[];
  itemsCents: number;
  memberCents: number;
  discountCents: number;
  shippingCents: number;
  creditCents: number;
  totalCents: number;
  taxLines: TaxLine[];
  seller: DocumentSnapshot['seller'];
  timeZone: string;
}

async function orderFacts(q: Queryable, orderId: number): Promise<OrderFacts> {
  const [order] = await q.query<OrderFacts>(
    `select o.id, o.order_code as code, o.lang, o.market, o.currency, o.tax_included as "taxIncluded",
            o.created_at as "createdAt", o.name, o.email, o.country,
            array_remove(array[nullif(o.flat_no, ''), nullif(o.address_line1, ''),
              nullif(o.address_line2, ''),
              nullif(concat_ws(' ', nullif(o.zip_code, ''), nullif(o.city, ''), nullif(o.region, '')), ''),
              nullif(o.country, '')], null) as address,
            o.subtotal_cents as "itemsCents", o.member_cents as "memberCents",
            o.discount_cents as "discountCents", o.shipping_cents as "shippingCents",
            o.credit_cents as "creditCents", o.total_cents as "totalCents",
            coalesce((select json_agg(json_build_object('rate', t.rate::float8,
                        'netMinor', t.net_cents, 'taxMinor', t.tax_cents) order by t.rate desc)
                        from order_tax_lines t where t.order_id = o.id), '[]') as "taxLines",
            json_build_object('name', coalesce(nullif(s.legal_entity, ''), s.shop_name),
              'address', s.postal_address, 'taxNumber', s.tax_number) as seller,
            s.time_zone as "timeZone"
       from orders o cross join shop_settings s where o.id = $1`,
    [orderId],
  );
  return order!;
}

const itemLines = (q: Queryable, orderId: number) =>
  q.query<DocumentLine & { id: number }>(
    `select id, name || case when size <> '' then ' · ' || size else '' end as name, sku, qty,
            selling_price_cents as "unitMinor", tax_rate::float8 as rate,
            selling_price_cents * qty as "amountMinor"
       from order_items where order_id = $1 order by id`,
    [orderId],
  );

async function insertDocument(
  q: Queryable,
  order: OrderFacts,
  snapshot: Omit<
    DocumentSnapshot,
    | 'code'
    | 'issuedAt'
    | 'lang'
    | 'market'
    | 'currency'
    | 'taxIncluded'
    | 'timeZone'
    | 'orderCode'
    | 'orderedAt'
    | 'seller'
    | 'buyer'
  >,
  now: Date,
  refundId: number | null,
) {
  const n = await nextNumber(q, order.market, snapshot.kind);
  const full: DocumentSnapshot = {
    ...snapshot,
    code: codeOf(order.market, snapshot.kind, n, now, order.timeZone),
    lang: order.lang,
    market: order.market,
    currency: order.currency,
    taxIncluded: order.taxIncluded,
    issuedAt: now.toISOString(),
    timeZone: order.timeZone,
    orderCode: order.code,
    orderedAt: new Date(order.createdAt).toISOString(),
    seller: order.seller,
    buyer: { name: order.name, email: order.email, address: order.address, country: order.country },
  };
  const tax = full.taxLines.reduce((sum, l) => sum + l.taxMinor, 0);
  await q.query(
    `insert into documents (kind, market, number, code, order_id, refund_id, issued_at, currency,
                            net_cents, tax_cents, total_cents, snapshot)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      full.kind,
      order.market,
      n,
      full.code,
      order.id,
      refundId,
      now,
      order.currency,
      full.totalMinor - tax,
      tax,
      full.totalMinor,
      JSON.stringify(full),
    ],
  );
  return full;
}

/** The invoice of an order just paid (card or cash collected), in the paying transaction. */
export async function issueInvoice(q: Queryable, orderId: number, now: Date) {
  const order = await orderFacts(q, orderId);
  const lines = (await itemLines(q, orderId)).map(({ id: _, ...line }) => line);
  return insertDocument(
    q,
    order,
    {
      kind: 'invoice',
      lines,
      deductionsMinor: order.memberCents + order.discountCents,
      shippingMinor: order.shippingCents,
      taxLines: order.taxLines,
      creditMinor: order.creditCents,
      totalMinor: order.totalCents + order.creditCents,
    },
    now,
    null,
  );
}

/**
 * A refund's amount per rate, pro rata of what the order's invoice states per rate (tax included),
 * then each rate's share into net and tax the same way: every cent placed, the parts summing to the
 * refund. What no rate covers (an untaxed line where tax is added) is a 0 % part.
 */
export function refundTaxLines(amount: number, order: { taxLines: TaxLine[]; grossMinor: number }) {
  const gross = order.taxLines.map((l) => l.netMinor + l.taxMinor);
  const untaxed = order.grossMinor - gross.reduce((a, b) => a + b, 0);
  const parts = [
    ...order.taxLines,
    ...(untaxed > 0 ? [{ rate: 0, netMinor: untaxed, taxMinor: 0 }] : []),
  ];
  const shares = allocate(amount, untaxed > 0 ? [...gross, untaxed] : gross);
  return parts.map((line, i) => {
    const [, taxMinor] = allocate(shares[i]!, [line.netMinor, line.taxMinor]);
    return { rate: line.rate, netMinor: shares[i]! - taxMinor!, taxMinor: taxMinor! };
  });
}

/** The credit note of a refund, in the refund's transaction. */
export async function issueCreditNote(
  q: Queryable,
  refund: {
    id: number;
    orderId: number;
    amountCents: number;
    reason: string;
    lines?: { orderItemId: number; qty: number }[];
  },
  now: Date,
) {
  const order = await orderFacts(q, refund.orderId);
  const items = await itemLines(q, refund.orderId);
  const lines = (refund.lines ?? []).flatMap(({ orderItemId, qty }) => {
    const item = items.find((i) => i.id === orderItemId);
    if (!item) return [];
    const { id: _, ...line } = item;
    return [{ ...line, qty, amountMinor: line.unitMinor * qty }];
  });
  const [invoice] = await q.query<{ code: string }>(
    `select code from documents where order_id = $1 and kind = 'invoice'`,
    [refund.orderId],
  );
  const grossMinor = order.totalCents + order.creditCents;
  const note = await insertDocument(
    q,
    order,
    {
      kind: 'credit-note',
      lines,
      deductionsMinor: 0,
      shippingMinor: 0,
      taxLines: refundTaxLines(refund.amountCents, { taxLines: order.taxLines, grossMinor }),
      creditMinor: 0,
      totalMinor: refund.amountCents,
      invoiceCode: invoice?.code,
      reason: refund.reason,
    },
    now,
    refund.id,
  );
  // Its place among the order's credit notes: the n of its path (credit-notes/{n}.pdf).
  const [count] = await q.query<{ ordinal: number }>(
    `select count(*)::int as ordinal from documents where order_id = $1 and kind = 'credit-note'`,
    [refund.orderId],
  );
  return { ...note, ordinal: count!.ordinal };
}
