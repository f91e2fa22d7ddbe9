import type { Language, Staff, StaffRole } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';

const COLUMNS = `id, email, name, role, lang, password_hash is not null as active`;

export function listStaff(q: Queryable) {
  return q.query<Staff>(`select ${COLUMNS} from staff order by id`);
}

export async function findStaff(q: Queryable, id: number, lock = false) {
  const [row] = await q.query<Staff>(
    `select ${COLUMNS} from staff where id = $1 ${lock ? 'for update' : ''}`,
    [id],
  );
  return row;
}

export async function findCredentials(q: Queryable, email: string) {
  const [row] = await q.query<Staff & { passwordHash: string | null }>(
    `select ${COLUMNS}, password_hash as "passwordHash" from staff where email = $1`,
    [email],
  );
  return row;
}

/** Answers the new member, or undefined when the email is taken. */
export async function insertStaff(
  q: Queryable,
  member: {
    email: string;
    name: string;
    role: StaffRole;
    lang: Language;
    passwordHash: string | null;
  },
) {
  const [row] = await q.query<Staff>(
    `insert into staff (email, name, role, lang, password_hash) values ($1, $2, $3, $4, $5)
     on conflict (email) do nothing returning ${COLUMNS}`,
    [member.email, member.name, member.role, member.lang, member.passwordHash],
  );
  return row;
}

export async function updateStaff(
  q: Queryable,
  id: number,
  change: { name?: string; role?: StaffRole; lang?: Language },
) {
  const [row] = await q.query<Staff>(
    `update staff set name = coalesce($2, name), role = coalesce($3, role), lang = coalesce($4, lang)
      where id = $1 returning ${COLUMNS}`,
    [id, change.name ?? null, change.role ?? null, change.lang ?? null],
  );
  return row;
}

export async function setStaffPassword(q: Queryable, id: number, passwordHash: string) {
  await q.query('update staff set password_hash = $2 where id = $1', [id, passwordHash]);
  await q.query('delete from staff_sessions where staff_id = $1', [id]);
}

/** Removing a member ends their sessions (cascade); their audit rows keep their email. */
export async function deleteStaff(q: Queryable, id: number) {
  await q.query('delete from staff where id = $1', [id]);
}

/** Owners other than `id`, locked: the last owner can be neither demoted nor removed. */
export async function otherOwners(q: Queryable, id: number) {
  const rows = await q.query(
    `select id from staff where role = 'owner' and password_hash is not null and id <> $1
      order by id for update`,
    [id],
  );
  return rows.length;
}

export async function anyStaff(q: Queryable) {
  const [row] = await q.query<{ any: boolean }>('select exists (select 1 from staff) as any');
  return row?.any === true;
}
