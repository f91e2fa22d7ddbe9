import type { PaymentProviderName } from '@atelier/contract';
import { viewerIs, type OrderViewer } from '../orders/access.ts';
import type { Queryable } from '../../platform/db.ts';

export interface PaymentRow {
  id: string;
  orderId: number;
  provider: PaymentProviderName;
  clientSecret: string;
  amountCents: number;
  status: 'requires_payment_method' | 'succeeded' | 'failed' | 'canceled';
}

const COLUMNS = `pay.id, pay.order_id as "orderId", pay.provider, pay.client_secret as "clientSecret",
  pay.amount_cents as "amountCents", pay.status`;

export async function paymentOfOrder(q: Queryable, orderId: number) {
  const [row] = await q.query<PaymentRow>(
    `select ${COLUMNS} from payments pay where pay.order_id = $1`,
    [orderId],
  );
  return row;
}

export async function findPayment(q: Queryable, id: string) {
  const [row] = await q.query<PaymentRow>(`select ${COLUMNS} from payments pay where pay.id = $1`, [
    id,
  ]);
  return row;
}

/** The payment a client secret opens, when its order is the viewer's. */
export async function paymentBySecret(q: Queryable, viewer: OrderViewer, clientSecret: string) {
  const by = viewerIs(viewer, 2);
  const [row] = await q.query<PaymentRow>(
    `select ${COLUMNS} from payments pay join orders o on o.id = pay.order_id
      where pay.client_secret = $1 and ${by.sql}`,
    [clientSecret, by.value],
  );
  return row;
}

/** Keeps the order's first intent: a concurrent second one is dropped, and the first answered. */
export async function insertPayment(
  q: Queryable,
  p: Omit<PaymentRow, 'status'> & { currency: string; now: Date },
) {
  await q.query(
    `insert into payments (id, order_id, provider, client_secret, amount_cents, currency, status,
                           created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, 'requires_payment_method', $7, $7)
     on conflict (order_id) do nothing`,
    [p.id, p.orderId, p.provider, p.clientSecret, p.amountCents, p.currency, p.now],
  );
  return (await paymentOfOrder(q, p.orderId))!;
}

/** Settles an open payment; true when this call moved it (a settled one stays as it is). */
export async function settlePayment(
  q: Queryable,
  id: string,
  status: 'succeeded' | 'failed',
  now: Date,
) {
  const rows = await q.query(
    `update payments set status = $2, updated_at = $3
      where id = $1 and status = 'requires_payment_method' returning id`,
    [id, status, now],
  );
  return rows.length > 0;
}

/** Locks the order row and answers its status: payment flows decide under this lock. */
export async function lockOrderStatus(q: Queryable, orderId: number) {
  const [row] = await q.query<{ status: string }>(
    'select status from orders where id = $1 for update',
    [orderId],
  );
  return row?.status;
}
