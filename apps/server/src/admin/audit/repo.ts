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
    | 'settings';
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

/** Newest first; `limit + 1` rows, for keysetPage. */
export function listAudit(q: Queryable, f: AuditFilter) {
  return q.query<{
    id: number;
    at: Date;
    staffId: number | null;
    staffEmail: string;
    entity: string;
    entityId: string;
    action: string;
    before: unknown;
    after: unknown;
  }>(
    `select id::int, at, staff_id as "staffId", staff_email as "staffEmail", entity,
            entity_id as "entityId", action, before, after
       from audit_log
      where ($1::text is null or entity = $1) and ($2::text is null or entity_id = $2)
        and ($3::int is null or staff_id = $3) and ($4::bigint is null or id < $4)
      order by id desc limit $5`,
    [f.entity ?? null, f.entityId ?? null, f.staffId ?? null, f.cursor ?? null, f.limit + 1],
  );
}
