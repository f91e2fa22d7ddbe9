import type { Language, Staff, StaffInvite, StaffRole, StaffUpdate } from '@atelier/contract';
import type { Db, Queryable } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { hashPassword } from '../../modules/auth/password.ts';
import { recordAudit, type Actor } from '../audit/repo.ts';
import { mailStaffCode } from '../auth/service.ts';
import type { AdminDeps } from '../deps.ts';
import { deleteStaff, findStaff, insertStaff, otherOwners, updateStaff } from './repo.ts';

const taken = () => new AppError('CONFLICT', 'A member with this email already exists');
const needsOwner = () =>
  new AppError('CONFLICT', 'The shop needs an owner: make someone else owner first');

/** An owner invites a member, who sets a password with the code mailed now. */
export function inviteStaff(deps: AdminDeps, actor: Actor, input: StaffInvite) {
  return deps.db.tx(async (q) => {
    const member = await insertStaff(q, { ...input, passwordHash: null });
    if (!member) throw taken();
    await mailStaffCode(q, member, 'password', deps.now());
    const change = { entity: 'staff', entityId: member.id, action: 'invite' } as const;
    await recordAudit(q, actor, { ...change, before: null, after: member }, deps.now());
    return member;
  });
}

async function lastOwnerGuard(q: Queryable, before: Staff, role: StaffRole | undefined) {
  const leavesOwners = before.role === 'owner' && before.active && role !== 'owner';
  if (leavesOwners && (await otherOwners(q, before.id)) === 0) throw needsOwner();
}

/** Changes a member (an owner's edit, or a member's own name and language). */
export function changeStaff(deps: AdminDeps, actor: Actor, id: number, change: StaffUpdate) {
  return deps.db.tx(async (q) => {
    const before = await findStaff(q, id, true);
    if (!before) throw notFound('Staff member');
    if (change.role) await lastOwnerGuard(q, before, change.role);
    const after = (await updateStaff(q, id, change))!;
    const entry = { entity: 'staff', entityId: id, action: 'update', before, after } as const;
    await recordAudit(q, actor, entry, deps.now());
    return after;
  });
}

/** Removes a member: their sessions end with the row. The last owner stays. */
export function removeStaff(deps: AdminDeps, actor: Actor, id: number) {
  return deps.db.tx(async (q) => {
    const before = await findStaff(q, id, true);
    if (!before) throw notFound('Staff member');
    await lastOwnerGuard(q, before, undefined);
    await deleteStaff(q, id);
    const entry = { entity: 'staff', entityId: id, action: 'remove', before, after: null } as const;
    await recordAudit(q, actor, entry, deps.now());
  });
}

/** The command line's actor in the audit log. */
export const COMMAND_LINE: Actor = { id: null, email: 'command line' };

/** A member with a password, signed in later with it and a mailed code (CLI, demo owner). */
export async function addStaff(
  db: Db,
  actor: Actor,
  input: { email: string; name: string; role: StaffRole; lang?: Language; password: string },
  now: Date,
) {
  const passwordHash = await hashPassword(input.password);
  return db.tx(async (q) => {
    const member = await insertStaff(q, { lang: 'en', ...input, passwordHash });
    if (!member) throw taken();
    const change = { entity: 'staff', entityId: member.id, action: 'create' } as const;
    await recordAudit(q, actor, { ...change, before: null, after: member }, now);
    return member;
  });
}
