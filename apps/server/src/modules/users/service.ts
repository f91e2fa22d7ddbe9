import type { User } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { assertSelf, type SessionUser } from '../../platform/session.ts';
import { getUser, setUsername } from './repo.ts';

export async function userDetails(
  q: Queryable,
  user: SessionUser,
  claimedEmail?: string,
): Promise<User> {
  assertSelf(user, claimedEmail);
  const found = await getUser(q, user.id);
  if (!found) throw notFound('User');
  return found;
}

export async function renameUser(q: Queryable, user: SessionUser, username: string): Promise<User> {
  await setUsername(q, user.id, username);
  return userDetails(q, user);
}
