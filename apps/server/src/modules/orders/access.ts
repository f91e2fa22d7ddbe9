import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../platform/session.ts';

/**
 * Who opens an order: its signed-in owner, or whoever holds its link's key (a guest, from the
 * mail or the page that placed it). A key opens that one order and nothing else.
 */
export type OrderViewer = { userId: number } | { key: string };

/** The key when the request carries one, else the signed-in shopper (401 when signed out). */
export async function orderViewer(
  request: FastifyRequest,
  key: string | undefined,
): Promise<OrderViewer> {
  return key ? { key } : { userId: (await requireUser(request)).id };
}

/** SQL: the order aliased `o` is the viewer's, its value bound as parameter `$n`. */
export const viewerIs = (viewer: OrderViewer, n: number) =>
  'key' in viewer
    ? { sql: `o.link_key = $${n}::text`, value: viewer.key }
    : { sql: `o.user_id = $${n}::int`, value: viewer.userId };
