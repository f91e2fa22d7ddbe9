import type { User } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';

export interface Credentials {
  id: number;
  email: string;
  passwordHash: string;
}

export async function findCredentials(q: Queryable, email: string) {
  const [row] = await q.query<Credentials>(
    'select id, email, password_hash as "passwordHash" from users where email = $1',
    [email],
  );
  return row;
}

export async function findIdByReferralCode(q: Queryable, code: string) {
  const [row] = await q.query<{ id: number }>('select id from users where referral_code = $1', [
    code,
  ]);
  return row?.id;
}

/** Inserts unless the email is taken; undefined then. */
export async function insertUser(
  q: Queryable,
  user: {
    email: string;
    username: string;
    passwordHash: string;
    referralCode: string;
    referredBy?: number;
  },
) {
  const [row] = await q.query<{ id: number }>(
    `insert into users (email, username, password_hash, referral_code, referred_by)
     values ($1, $2, $3, $4, $5) on conflict (email) do nothing returning id`,
    [user.email, user.username, user.passwordHash, user.referralCode, user.referredBy ?? null],
  );
  return row?.id;
}

export async function getUser(q: Queryable, id: number) {
  const [row] = await q.query<User>(
    `select u.id, u.email, u.username, p.name as "subscriptionType", u.referral_code as referral,
            r.referral_code as "referredBy",
            (select count(*)::int from users f where f.referred_by = u.id) as "totalNumberReferrals"
       from users u
       join plans p on p.id = u.plan_id
       left join users r on r.id = u.referred_by
      where u.id = $1`,
    [id],
  );
  return row;
}

export async function setUsername(q: Queryable, id: number, username: string) {
  await q.query('update users set username = $2 where id = $1', [id, username]);
}

export async function setPasswordHash(q: Queryable, id: number, passwordHash: string) {
  await q.query('update users set password_hash = $2 where id = $1', [id, passwordHash]);
}

export async function setPlan(q: Queryable, id: number, planId: number) {
  await q.query('update users set plan_id = $2 where id = $1', [id, planId]);
}
