import type { AdminCustomer, AdminOrderRow, CreditAdjustRequest } from '@atelier/contract';
import { AppError, notFound } from '../../platform/errors.ts';
import { moveCredit } from '../../modules/referrals/credit.ts';
import { recordAudit, type Actor } from '../audit/repo.ts';
import type { AdminDeps } from '../deps.ts';
import { toRow } from '../orders/list.ts';
import { iso } from '../paging.ts';
import { creditHistory, findCustomer, recentOrders, type CustomerRow } from './repo.ts';

export const customerOut = (row: CustomerRow) => ({ ...row, createdAt: iso(row.createdAt) });

export async function readCustomer(deps: AdminDeps, id: number): Promise<AdminCustomer> {
  const customer = await findCustomer(deps.db, id);
  if (!customer) throw notFound('Customer');
  const orders = await recentOrders(deps.db, id);
  const credit = await creditHistory(deps.db, id);
  return {
    ...customerOut(customer),
    recentOrders: orders.map((o) => toRow(o as unknown as AdminOrderRow)),
    creditHistory: credit.map((c) => ({ ...c, at: iso(c.at) })),
  };
}

/** A credit adjustment with its reason, as a ledger row; the balance never goes below 0 (409). */
export async function adjustCredit(
  deps: AdminDeps,
  actor: Actor,
  id: number,
  input: CreditAdjustRequest,
) {
  const now = deps.now();
  await deps.db.tx(async (q) => {
    if (!(await findCustomer(q, id))) throw notFound('Customer');
    const move = {
      deltaCents: input.amountCents,
      reason: 'adjustment',
      note: input.reason,
    } as const;
    const balance = await moveCredit(q, id, { ...move, staffEmail: actor.email, at: now });
    if (balance === undefined) {
      const message = 'Credit cannot go below 0';
      throw new AppError('CONFLICT', message, { amountCents: message });
    }
    const change = { entity: 'customer', entityId: id, action: 'credit' } as const;
    const before = { creditCents: balance - input.amountCents };
    const after = { creditCents: balance, reason: input.reason };
    await recordAudit(q, actor, { ...change, before, after }, now);
  });
  return readCustomer(deps, id);
}
