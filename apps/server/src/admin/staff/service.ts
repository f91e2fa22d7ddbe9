import { randomBytes } from 'node:crypto';
import type { Language, Staff, StaffInvite, StaffRole, StaffUpdate } from '@atelier/contract';
import type { Db, Queryable } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { hashPassword } from '../../modules/auth/password.ts';
import { recordAudit, type Actor } from '../audit/repo.ts';
import { mailInvitation } from '../auth/service.ts';
import type { AdminDeps } from '../deps.ts';
import { anyStaff, deleteStaff, findStaff, insertStaff, otherOwners, updateStaff } from './repo.ts';

const taken = () => new AppError('CONFLICT', 'A member with this email already exists');
const needsOwner = () =>
  new AppError('CONFLICT', 'The shop needs an owner: make someone else owner first');

/** An owner invites a member, who sets a password with the code mailed now. */
export function inviteStaff(deps: AdminDeps, actor: Actor, input: StaffInvite) {
  return deps.db.tx(async (q) => {
    const member = await insertStaff(q, { ...input, passwordHash: null });
    if (!member) throw taken();
    await mailInvitation(q, deps.config.publicUrl, member, deps.now());
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

type NewMember = {
  email: string;
  name: string;
  role: StaffRole;
  lang?: Language;
  password: string;
};

async function insertMember(q: Queryable, actor: Actor, input: NewMember, now: Date) {
  const passwordHash = await hashPassword(input.password);
  const member = await insertStaff(q, { lang: 'en', ...input, passwordHash });
  if (!member) throw taken();
  const change = { entity: 'staff', entityId: member.id, action: 'create' } as const;
  await recordAudit(q, actor, { ...change, before: null, after: member }, now);
  return member;
}

/** A member with a password, who signs in with it and a mailed code (the command line). */
export function addStaff(db: Db, actor: Actor, input: NewMember, now: Date) {
  return db.tx((q) => insertMember(q, actor, input, now));
}

export const DEMO_OWNER = 'owner@atelier.test';

/**
 * On a database without staff, an owner with a random password, so a newcomer can open the back
 * office at once; undefined when there is staff. Two servers starting together: the second waits
 * on the lock, then finds the first one's owner.
 */
export function addDemoOwner(db: Db, now: Date) {
  return db.tx(async (q) => {
    await q.query('select pg_advisory_xact_lock(4244)');
    if (await anyStaff(q)) return undefined;
    const password = randomBytes(9).toString('base64url');
    const input = { email: DEMO_OWNER, name: 'Demo owner', role: 'owner', password } as const;
    await insertMember(q, COMMAND_LINE, input, now);
    return { email: DEMO_OWNER, password };
  });
}
