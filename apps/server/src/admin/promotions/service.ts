import type { AdminDiscountCode, DiscountCodeCreate, DiscountCodePatch } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { listMarkets } from '../../modules/markets/repo.ts';
import {
  findCode,
  insertCode,
  updateCode,
  writeFixedAmounts,
  type CodeFields,
  type CodeRow,
} from '../../modules/promotions/codes.ts';
import { recordAudit, type Actor } from '../audit/repo.ts';
import type { AdminDeps } from '../deps.ts';
import { iso } from '../paging.ts';
import { fixableCurrencies } from '../products/prices.ts';

export const codeOut = (row: CodeRow): AdminDiscountCode => ({
  ...row,
  startsAt: row.startsAt && iso(row.startsAt),
  endsAt: row.endsAt && iso(row.endsAt),
  createdAt: iso(row.createdAt),
});

/** The fields as columns take them: dates as Dates, absent ones left out. */
function fieldsOf(input: DiscountCodePatch): CodeFields {
  const { startsAt, endsAt, amounts: _, minSubtotals: __, ...rest } = input;
  const dates = {
    ...(startsAt !== undefined ? { startsAt: startsAt && new Date(startsAt) } : {}),
    ...(endsAt !== undefined ? { endsAt: endsAt && new Date(endsAt) } : {}),
  };
  return Object.fromEntries(
    Object.entries({ ...rest, ...dates }).filter(([, v]) => v !== undefined),
  ) as CodeFields;
}

/**
 * The amounts fixed per currency the input gives, written after its code (all of a kind at once:
 * a currency left out exchanges again). A currency no market sells in is refused (400).
 */
async function writeAmounts(q: Queryable, id: number, input: DiscountCodePatch) {
  const given = { amounts: input.amounts, minSubtotals: input.minSubtotals };
  const currencies = fixableCurrencies(await listMarkets(q));
  for (const [field, amounts] of Object.entries(given)) {
    const unsold = Object.keys(amounts ?? {}).find((c) => !currencies.has(c));
    if (unsold) {
      const message = `No market sells in ${unsold}`;
      throw new AppError('VALIDATION', message, { [`${field}.${unsold}`]: message });
    }
  }
  if (given.amounts) await writeFixedAmounts(q, id, 'value', given.amounts);
  if (given.minSubtotals) await writeFixedAmounts(q, id, 'min_subtotal', given.minSubtotals);
}

/** A new code, audited; a code already taken is 409. */
export async function createCode(deps: AdminDeps, actor: Actor, input: DiscountCodeCreate) {
  const now = deps.now();
  return deps.db.tx(async (q) => {
    const { code, ...fields } = input;
    const row = await insertCode(q, code, fieldsOf(fields), now);
    if (!row) {
      const message = 'This code exists already';
      throw new AppError('CONFLICT', message, { code: message });
    }
    await writeAmounts(q, row.id, fields);
    const after = codeOut((await findCode(q, { id: row.id }))!);
    const change = { entity: 'promotion', entityId: row.id, action: 'create' } as const;
    await recordAudit(q, actor, { ...change, before: null, after }, now);
    return after;
  });
}

/**
 * Changes a code, audited with before and after. Its row is locked first, as orders lock it: a
 * limit lowered below the uses taken is refused by the table's check (409).
 */
export async function patchCode(
  deps: AdminDeps,
  actor: Actor,
  id: number,
  input: DiscountCodePatch,
) {
  const now = deps.now();
  return deps.db.tx(async (q) => {
    const [locked] = await q.query('select id from discount_codes where id = $1 for update', [id]);
    const before = locked && (await findCode(q, { id }));
    if (!before) throw notFound('Code');
    const merged = { ...codeOut(before), ...input };
    if (merged.kind === 'percent' && merged.value > 100) {
      throw new AppError('VALIDATION', 'A percentage is at most 100', { value: 'At most 100' });
    }
    if (merged.kind === 'percent' && Object.keys(merged.amounts).length) {
      const message = 'A percentage is the same in every currency';
      throw new AppError('VALIDATION', message, { amounts: message });
    }
    if (
      merged.startsAt &&
      merged.endsAt &&
      Date.parse(merged.endsAt) <= Date.parse(merged.startsAt)
    ) {
      const message = 'The end must come after the start';
      throw new AppError('VALIDATION', message, { endsAt: message });
    }
    if (merged.usageLimit !== null && merged.usageLimit < before.usedCount) {
      const message = `Used ${before.usedCount} times already`;
      throw new AppError('CONFLICT', message, { usageLimit: message });
    }
    await updateCode(q, id, fieldsOf(input));
    await writeAmounts(q, id, input);
    const after = codeOut((await findCode(q, { id }))!);
    const change = { entity: 'promotion', entityId: id, action: 'update' } as const;
    await recordAudit(q, actor, { ...change, before: codeOut(before), after }, now);
    return after;
  });
}
