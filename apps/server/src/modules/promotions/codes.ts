import type { Queryable } from '../../platform/db.ts';
import { exchange, type DiscountTerms } from '../markets/money.ts';
import type { Market } from '../markets/repo.ts';

/** A discount code as the rules and the back office read it. */
export interface CodeRow {
  id: number;
  code: string;
  kind: 'percent' | 'amount';
  value: number;
  /** The amount off fixed per currency, in its minor unit. */
  amounts: Record<string, number>;
  minSubtotalCents: number;
  minSubtotals: Record<string, number>;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  firstOrderOnly: boolean;
  active: boolean;
  email: string | null;
  usedCount: number;
  createdAt: Date;
}

/** A code's amounts of `field` fixed per currency, as an object: `{ "EUR": 900 }`. */
const fixedAmounts = (field: AmountField) =>
  `(select coalesce(jsonb_object_agg(currency, minor), '{}') from discount_code_amounts a
     where a.code_id = discount_codes.id and a.field = '${field}')`;

export const CODE_COLUMNS = `id, code, kind, value, ${fixedAmounts('value')} as amounts,
  min_subtotal_cents as "minSubtotalCents", ${fixedAmounts('min_subtotal')} as "minSubtotals",
  starts_at as "startsAt", ends_at as "endsAt", usage_limit as "usageLimit",
  per_customer_limit as "perCustomerLimit", first_order_only as "firstOrderOnly", active, email,
  used_count as "usedCount", created_at as "createdAt"`;

/** The code applied to the cart of the owner whose `column` (user_id or guest_id) is `$1`. */
export const cartCodeSql = (column: string) =>
  `select ${CODE_COLUMNS} from discount_codes
    where id = (select code_id from cart_discounts where ${column} = $1)`;

/**
 * A code's terms in a market's currency: a percentage as it is, an amount as fixed for the
 * currency, else exchanged from the base currency's at the market's rate.
 */
export const codeTermsIn = (code: CodeRow, market: Market): DiscountTerms =>
  code.kind === 'percent'
    ? code
    : { kind: 'amount', value: code.amounts[market.currency] ?? exchange(code.value, market) };

/** A code's minimum spend in a market's currency: as fixed for it, else exchanged. */
export const minSpendIn = (code: CodeRow, market: Market) =>
  code.minSubtotals[market.currency] ?? exchange(code.minSubtotalCents, market);

type AmountField = 'value' | 'min_subtotal';

/** Replaces a code's amounts of `field` fixed per currency (a currency left out exchanges). */
export async function writeFixedAmounts(
  q: Queryable,
  codeId: number,
  field: AmountField,
  amounts: Record<string, number>,
) {
  await q.query('delete from discount_code_amounts where code_id = $1 and field = $2', [
    codeId,
    field,
  ]);
  await q.query(
    `insert into discount_code_amounts (code_id, field, currency, minor)
     select $1, $2, key, value::int from jsonb_each_text($3::jsonb)`,
    [codeId, field, JSON.stringify(amounts)],
  );
}

/** The fields a code is written with, as columns. */
const WRITABLE = {
  kind: 'kind',
  value: 'value',
  minSubtotalCents: 'min_subtotal_cents',
  startsAt: 'starts_at',
  endsAt: 'ends_at',
  usageLimit: 'usage_limit',
  perCustomerLimit: 'per_customer_limit',
  firstOrderOnly: 'first_order_only',
  active: 'active',
  email: 'email',
} as const;
export type CodeFields = Partial<Record<keyof typeof WRITABLE, unknown>>;

export async function findCode(q: Queryable, by: { id: number } | { code: string }) {
  const [row] = await q.query<CodeRow>(
    `select ${CODE_COLUMNS} from discount_codes where ${'id' in by ? 'id' : 'code'} = $1`,
    ['id' in by ? by.id : by.code],
  );
  return row;
}

/** Inserts a code; answers undefined when the code is taken already. */
export async function insertCode(q: Queryable, code: string, fields: CodeFields, now: Date) {
  const columns = Object.keys(fields) as (keyof typeof WRITABLE)[];
  const [row] = await q.query<CodeRow>(
    `insert into discount_codes (code, created_at, ${columns.map((c) => WRITABLE[c]).join(', ')})
     values ($1, $2, ${columns.map((_, i) => `$${i + 3}`).join(', ')})
     on conflict (code) do nothing returning ${CODE_COLUMNS}`,
    [code, now, ...columns.map((c) => fields[c])],
  );
  return row;
}

/** Changes the given fields of a locked code; answers it as it is now. */
export async function updateCode(q: Queryable, id: number, fields: CodeFields) {
  const columns = Object.keys(fields) as (keyof typeof WRITABLE)[];
  if (!columns.length) return findCode(q, { id });
  const [row] = await q.query<CodeRow>(
    `update discount_codes set ${columns.map((c, i) => `${WRITABLE[c]} = $${i + 2}`).join(', ')}
      where id = $1 returning ${CODE_COLUMNS}`,
    [id, ...columns.map((c) => fields[c])],
  );
  return row;
}

/** Newest first, `limit + 1` rows for keysetPage; `prefix` narrows to codes starting with it. */
export function listCodes(q: Queryable, f: { prefix?: string; cursor?: string; limit: number }) {
  return q.query<CodeRow>(
    `select ${CODE_COLUMNS} from discount_codes
      where ($1::text is null or code like $1 || '%') and ($2::int is null or id < $2)
      order by id desc limit $3`,
    [f.prefix?.replace(/[%_]/g, (c) => `\\${c}`) ?? null, f.cursor ?? null, f.limit + 1],
  );
}
