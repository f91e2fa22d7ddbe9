import type { z } from 'zod';
import {
  ADMIN_API_PREFIX,
  type AdminOrder,
  type AdminOrderPage,
  type CancelRequest,
  type FulfilRequest,
  type MailPreview,
  type OrderEditPreview,
  type OrderEditRequest,
  type OrderMailKind,
  type OrdersExportQuery,
  type RefundRequest,
} from '@atelier/contract';
import { api } from '../../shared/api/client.ts';
import { adminPath } from '../../shared/paths.ts';

export type OrderRow = z.infer<typeof AdminOrderPage>['items'][number];
export type OrderItem = AdminOrder['items'][number];

export const ORDERS = 'orders';
export const ORDER_FILTERS = ['queue', 'q', 'status', 'paymentMethod', 'from', 'to'] as const;
export type OrderFilters = Record<(typeof ORDER_FILTERS)[number], string>;

export const loadOrders = (filters: OrderFilters, cursor?: string) =>
  api.get<z.infer<typeof AdminOrderPage>>('/orders', { ...filters, cursor });

const orderPath = (code: string) => `/orders/${encodeURIComponent(code)}`;
/** The order's screen in the back office. */
export const orderScreenPath = (code: string) => adminPath(orderPath(code));
export const orderKey = (code: string) => ['order', code] as const;
export const loadOrder = (code: string) => api.get<AdminOrder>(orderPath(code));

/** Every change of an order answers the order as it is now. */
export const orderActions = {
  ship: (code: string, body: FulfilRequest) =>
    api.post<AdminOrder>(`${orderPath(code)}/fulfilments`, body),
  deliver: (code: string) => api.post<AdminOrder>(`${orderPath(code)}/deliver`),
  collectCash: (code: string) => api.post<AdminOrder>(`${orderPath(code)}/cash-collected`),
  cancel: (code: string, body: CancelRequest) =>
    api.post<AdminOrder>(`${orderPath(code)}/cancel`, body),
  refund: (code: string, body: RefundRequest) =>
    api.post<AdminOrder>(`${orderPath(code)}/refunds`, body),
  note: (code: string, text: string) => api.post<AdminOrder>(`${orderPath(code)}/notes`, { text }),
  edit: (code: string, body: OrderEditRequest) => api.patch<AdminOrder>(orderPath(code), body),
  /** What `edit` would do to the totals, not saved. */
  previewEdit: (code: string, body: OrderEditRequest) =>
    api.post<OrderEditPreview>(`${orderPath(code)}/edit-preview`, body),
};

export const loadMailPreview = (code: string, kind: OrderMailKind) =>
  api.get<z.infer<typeof MailPreview>>(`${orderPath(code)}/mails/${kind}`);

/** The CSV export's address: a plain download the browser saves (the staff cookie goes along). */
export function exportUrl(query: z.input<typeof OrdersExportQuery>) {
  const params = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const search = params.toString();
  return `${ADMIN_API_PREFIX}/orders/export.csv${search ? `?${search}` : ''}`;
}

/** Units of each line not shipped yet. */
export const unshipped = (item: OrderItem) => item.qty - item.fulfilledQty;

/** What staff may do with the order as it stands; the server decides again under its lock. */
export function allowedActions(order: AdminOrder) {
  const open = order.status === 'PLACED' || order.status === 'PAID';
  // A plan has nothing to ship, and its money comes back only by cancelling it (ending the plan).
  const goods = order.kind === 'goods';
  return {
    ship: goods && open && order.items.some((item) => unshipped(item) > 0),
    deliver: order.status === 'SHIPPED',
    collectCash:
      order.paymentMethod === 'cash' &&
      order.paidCents === 0 &&
      ['PLACED', 'SHIPPED', 'DELIVERED'].includes(order.status),
    cancel: (open || order.status === 'PENDING_PAYMENT') && order.fulfilments.length === 0,
    edit: goods && open && order.fulfilments.length === 0,
    refund: goods && order.paidCents - order.refundedCents > 0,
  };
}
