import type { Queryable } from '../../platform/db.ts';

/** Who made a change: a member, or the command line (id null). */
export interface Actor {
  id: number | null;
  email: string;
}

export interface Change {
  entity:
    | 'staff'
    | 'product'
    | 'category'
    | 'stock'
    | 'merchandising'
    | 'media'
    | 'import'
    | 'order'
    | 'customer'
    | 'review'
    | 'promotion'
    | 'plan'
    | 'settings'
    | 'market'
    | 'tax-rates'
    | 'shipping-zone'
    | 'return';
  entityId: string | number;
  action: string;
  before: unknown;
  after: unknown;
}

/**
 * The one writer of the audit log. Admin services call it with the transaction of the change, so
 * the row exists exactly when the change does.
 */
export function recordAudit(q: Queryable, actor: Actor, change: Change, at: Date) {
  return recordAudits(q, actor, [change], at);
}

/** Several changes of one actor in one statement (an import's batch of products). */
export async function recordAudits(q: Queryable, actor: Actor, changes: Change[], at: Date) {
  if (!changes.length) return;
  // An undefined before or after is left out of the JSON and reads back as null.
  const rows = changes.map((change) => ({ ...change, entityId: String(change.entityId) }));
  await q.query(
    `insert into audit_log (at, staff_id, staff_email, entity, entity_id, action, before, after)
     select $1, $2, $3, c.entity, c."entityId", c.action, c.before, c.after
       from json_to_recordset($4::json)
         as c(entity text, "entityId" text, action text, before jsonb, after jsonb)`,
    [at, actor.id, actor.email, JSON.stringify(rows)],
  );
}

export interface AuditFilter {
  entity?: string;
  entityId?: string;
  staffId?: number;
  cursor?: string;
  limit: number;
}

/** A numeric entity id as an integer, else null (a SKU, an order code, a page's name). */
const ID = `case when a.entity_id ~ '^[0-9]{1,9}$' then a.entity_id::int end`;

/**
 * What an entry changed, named as people know it, by its entity. Read now, not when written: a
 * renamed product shows its new name, a deleted one '' (the before/after still say what it was).
 */
const NAME = `coalesce(case a.entity
    when 'product' then (select t.name from product_texts t where t.product_id = ${ID} and t.lang = 'en')
    when 'category' then (select n.name from category_names n where n.category_id = ${ID} and n.lang = 'en')
    when 'stock' then (select concat_ws(' · ', t.name, v.sku) from variants v
                         left join product_texts t on t.product_id = v.product_id and t.lang = 'en'
                        where v.sku = a.entity_id)
    when 'review' then (select concat_ws(' · ', t.name, r.name) from reviews r
                          left join product_texts t on t.product_id = r.product_id and t.lang = 'en'
                         where r.id = ${ID})
    when 'order' then a.entity_id
    when 'customer' then (select u.email from users u where u.id = ${ID})
    when 'staff' then (select concat(s.name, ' (', s.email, ')') from staff s where s.id = ${ID})
    when 'promotion' then (select d.code from discount_codes d where d.id = ${ID})
    when 'plan' then (select p.name from plans p where p.id = ${ID})
  end, '')`;

/** Newest first; `limit + 1` rows, for keysetPage. */
export function listAudit(q: Queryable, f: AuditFilter) {
  return q.query<{
    id: number;
    at: Date;
    staffId: number | null;
    staffEmail: string;
    entity: string;
    entityId: string;
    name: string;
    action: string;
    before: unknown;
    after: unknown;
  }>(
    `select a.id::int, a.at, a.staff_id as "staffId", a.staff_email as "staffEmail", a.entity,
            a.entity_id as "entityId", ${NAME} as name, a.action, a.before, a.after
       from audit_log a
      where ($1::text is null or a.entity = $1) and ($2::text is null or a.entity_id = $2)
        and ($3::int is null or a.staff_id = $3) and ($4::bigint is null or a.id < $4)
      order by a.id desc limit $5`,
    [f.entity ?? null, f.entityId ?? null, f.staffId ?? null, f.cursor ?? null, f.limit + 1],
  );
}
