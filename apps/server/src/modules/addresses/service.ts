import type { Address, AddressRequest } from '@atelier/contract';
import type { Db, Queryable } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { assertSelf, type SessionUser } from '../../platform/session.ts';
import {
  clearDefault,
  countAddresses,
  deleteAddress,
  findAddress,
  findDefaultAddress,
  insertAddress,
  listAddresses,
  lockUser,
  makeOldestDefault,
  updateAddress,
  type AddressValues,
} from './repo.ts';

const MAX_ADDRESSES = 20;

type Fields = AddressValues & { default?: boolean };
// The parsed body: optional texts have become '' by then.
type Parsed =
  | { action: 'X' }
  | ({ action: 'I' } & Fields)
  | ({ action: 'U'; id: number } & Fields)
  | { action: 'D'; id: number };

/** The delivery address of the cart summary and checkout; undefined when the user has none. */
export function defaultAddress(q: Queryable, userId: number) {
  return findDefaultAddress(q, userId);
}

/** One endpoint, four actions (API.md): list, insert, update and delete within the caller's book. */
export async function addressAction(
  db: Db,
  user: SessionUser,
  body: Parsed & { userId?: AddressRequest['userId'] },
): Promise<Address[] | Address | { id: number }> {
  assertSelf(user, body.userId);
  if (body.action === 'X') return listAddresses(db, user.id);
  return db.tx(async (q) => {
    await lockUser(q, user.id);
    if (body.action === 'D') {
      const wasDefault = await deleteAddress(q, user.id, body.id);
      if (wasDefault === undefined) throw notFound('Address');
      if (wasDefault) await makeOldestDefault(q, user.id);
      return { id: body.id };
    }
    if (body.action === 'I') {
      const count = await countAddresses(q, user.id);
      if (count >= MAX_ADDRESSES) {
        throw new AppError('CONFLICT', `An address book holds at most ${MAX_ADDRESSES} addresses`);
      }
      // The first address is the default whatever the form said.
      const isDefault = body.default === true || count === 0;
      if (isDefault) await clearDefault(q, user.id);
      return insertAddress(q, user.id, body, isDefault);
    }
    const current = await findAddress(q, user.id, body.id);
    if (!current) throw notFound('Address');
    const isDefault = body.default ?? current.default;
    if (isDefault && !current.default) await clearDefault(q, user.id);
    return (await updateAddress(q, user.id, body.id, body, isDefault))!;
  });
}
