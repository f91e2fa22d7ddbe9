import type { Queryable } from '../../platform/db.ts';

/** A discount code as the rules and the back office read it. */
export interface CodeRow {
  id: number;
  code: string;
  kind: 'percent' | 'amount';
  value: number;
  minSubtotalCents: number;
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

export const CODE_COLUMNS = `id, code, kind, value, min_subtotal_cents as "minSubtotalCents",
  starts_at as "startsAt", ends_at as "endsAt", usage_limit as "usageLimit",
  per_customer_limit as "perCustomerLimit", first_order_only as "firstOrderOnly", active, email,
  used_count as "usedCount", created_at as "createdAt"`;

/** The code applied to the cart of the owner whose `column` (user_id or guest_id) is `$1`. */
export const cartCodeSql = (column: string) =>
  `select ${CODE_COLUMNS} from discount_codes
    where id = (select code_id from cart_discounts where ${column} = $1)`;

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
