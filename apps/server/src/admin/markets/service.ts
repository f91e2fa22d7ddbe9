import type { Market, MarketCreate, MarketPatch, TaxRate } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { listMarkets } from '../../modules/markets/repo.ts';
import { recordAudit, type Actor } from '../audit/repo.ts';
import type { AdminDeps } from '../deps.ts';
import {
  codeTaken,
  existingCategories,
  holdersOf,
  lockMarkets,
  lockTaxRates,
  replaceTaxRates,
  taxRates,
  writeMarket,
} from './repo.ts';

const refuse = (field: string, message: string) =>
  new AppError('VALIDATION', message, { [field]: message });

export const adminMarkets = (q: Queryable): Promise<Market[]> => listMarkets(q);

/**
 * The rules the table's constraints can't say, or say only as a 500: the rest of the world sells
 * to every country no other market names (so it names none and is never off), a country is in one
 * market (the refusal says which), a code names one market.
 */
async function check(q: Queryable, id: number | null, m: MarketCreate, restOfWorld: boolean) {
  if (restOfWorld && !m.active) {
    throw refuse('active', 'The rest of the world cannot be switched off');
  }
  if (restOfWorld && m.countries.length) {
    throw refuse('countries', 'The rest of the world lists no countries');
  }
  const [held] = await holdersOf(q, m.countries, id);
  if (held) {
    throw new AppError('CONFLICT', `${held.country} is in the market ${held.name} already`, {
      countries: 'A country is in another market already',
    });
  }
  if (await codeTaken(q, m.code, id)) {
    throw new AppError('CONFLICT', 'Another market has this code', {
      code: 'Another market has this code',
    });
  }
}

async function marketIn(q: Queryable, id: number) {
  const market = (await adminMarkets(q)).find((m) => m.id === id);
  if (!market) throw notFound('Market');
  return market;
}

export function createMarket(deps: AdminDeps, actor: Actor, input: MarketCreate) {
  const now = deps.now();
  return deps.db.tx(async (q) => {
    await lockMarkets(q);
    await check(q, null, input, false);
    const id = await writeMarket(q, null, input);
    const after = await marketIn(q, id);
    const change = {
      entity: 'market',
      entityId: id,
      action: 'create',
      before: null,
      after,
    } as const;
    await recordAudit(q, actor, change, now);
    return after;
  });
}

/** Changes a market: what is sent over what is stored, checked whole, under the markets' lock. */
export function patchMarket(deps: AdminDeps, actor: Actor, id: number, input: MarketPatch) {
  const now = deps.now();
  return deps.db.tx(async (q) => {
    await lockMarkets(q);
    const before = await marketIn(q, id);
    const { id: _, restOfWorld, ...stored } = before;
    const merged: MarketCreate = { ...stored, ...input };
    await check(q, id, merged, restOfWorld);
    await writeMarket(q, id, merged);
    const after = await marketIn(q, id);
    await recordAudit(
      q,
      actor,
      { entity: 'market', entityId: id, action: 'update', before, after },
      now,
    );
    return after;
  });
}

export const listTaxRates = (deps: AdminDeps) => taxRates(deps.db);

/** PUT /api/admin/tax-rates: the table replaced whole, in one transaction with its audit row. */
export function putTaxRates(deps: AdminDeps, actor: Actor, rates: TaxRate[]) {
  const now = deps.now();
  return deps.db.tx(async (q) => {
    await lockTaxRates(q);
    const named = rates.flatMap((r) => (r.category === undefined ? [] : [r.category]));
    const found = await existingCategories(q, named);
    const missing = rates.findIndex((r) => r.category !== undefined && !found.has(r.category));
    if (missing >= 0) throw refuse(`${missing}.category`, 'This category no longer exists');
    const before = await taxRates(q);
    await replaceTaxRates(q, rates);
    const after = await taxRates(q);
    const change = {
      entity: 'tax-rates',
      entityId: 'all',
      action: 'replace',
      before,
      after,
    } as const;
    await recordAudit(q, actor, change, now);
    return after;
  });
}
