import type { Address } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';

// The one place the contract's spellings meet the table's names.
const COLUMNS = `id, user_id as "userId", name, phone, flat_no as "flatNo", address_line1 as "addrssLine1",
  address_line2 as "addrsesLine2", city, region, zip_code as "zipocode", country, email,
  is_default as "default"`;

export interface AddressValues {
  name: string;
  phone: string;
  flatNo: string;
  addrssLine1: string;
  addrsesLine2: string;
  city: string;
  region: string;
  zipocode: string;
  country: string;
  email: string;
}

const values = (a: AddressValues) => [
  a.name,
  a.phone,
  a.flatNo,
  a.addrssLine1,
  a.addrsesLine2,
  a.zipocode,
  a.country,
  a.email,
  a.city,
  a.region,
];

export function listAddresses(q: Queryable, userId: number) {
  return q.query<Address>(`select ${COLUMNS} from addresses where user_id = $1 order by id`, [
    userId,
  ]);
}

export async function findAddress(q: Queryable, userId: number, id: number) {
  const [row] = await q.query<Address>(
    `select ${COLUMNS} from addresses where user_id = $1 and id = $2`,
    [userId, id],
  );
  return row;
}

export async function findDefaultAddress(q: Queryable, userId: number) {
  const [row] = await q.query<Address>(
    `select ${COLUMNS} from addresses where user_id = $1 and is_default`,
    [userId],
  );
  return row;
}

/** Serialises address-book changes of one user, so two requests can't both make a default. */
export async function lockUser(q: Queryable, userId: number) {
  await q.query('select id from users where id = $1 for update', [userId]);
}

export async function countAddresses(q: Queryable, userId: number) {
  const [row] = await q.query<{ n: number }>(
    'select count(*)::int as n from addresses where user_id = $1',
    [userId],
  );
  return row?.n ?? 0;
}

export async function clearDefault(q: Queryable, userId: number) {
  await q.query('update addresses set is_default = false where user_id = $1 and is_default', [
    userId,
  ]);
}

export async function insertAddress(
  q: Queryable,
  userId: number,
  a: AddressValues,
  isDefault: boolean,
) {
  const [row] = await q.query<Address>(
    `insert into addresses (user_id, name, phone, flat_no, address_line1, address_line2, zip_code, country,
                            email, city, region, is_default)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning ${COLUMNS}`,
    [userId, ...values(a), isDefault],
  );
  return row!;
}

export async function updateAddress(
  q: Queryable,
  userId: number,
  id: number,
  a: AddressValues,
  isDefault: boolean,
) {
  const [row] = await q.query<Address>(
    `update addresses set name = $3, phone = $4, flat_no = $5, address_line1 = $6, address_line2 = $7,
                          zip_code = $8, country = $9, email = $10, city = $11, region = $12,
                          is_default = $13
      where user_id = $1 and id = $2 returning ${COLUMNS}`,
    [userId, id, ...values(a), isDefault],
  );
  return row;
}

/** Deletes it; answers whether it was the default, or undefined when the user has no such address. */
export async function deleteAddress(q: Queryable, userId: number, id: number) {
  const [row] = await q.query<{ wasDefault: boolean }>(
    'delete from addresses where user_id = $1 and id = $2 returning is_default as "wasDefault"',
    [userId, id],
  );
  return row?.wasDefault;
}

export async function makeOldestDefault(q: Queryable, userId: number) {
  await q.query(
    `update addresses set is_default = true
      where id = (select id from addresses where user_id = $1 order by id limit 1)`,
    [userId],
  );
}
