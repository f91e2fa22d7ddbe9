import { afterAll, beforeAll, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness.ts';
import { login, registerUser, signedIn } from '../auth/test-helpers.ts';
import { creditReferralOnFirstPaidOrder } from './service.ts';

let h: Harness;
let ada: string;
let code: string;
beforeAll(async () => {
  h = await startHarness({ products: 4 });
  ada = await signedIn(h.app, 'ada@example.com');
  code = (await h.app.inject({ url: '/api/users/details', headers: { cookie: ada } })).json()
    .referral;
});
afterAll(() => h?.close());

const credit = (email: string, cookie?: string) =>
  h.app.inject({
    url: `/api/credit/${encodeURIComponent(email)}`,
    headers: cookie ? { cookie } : {},
  });
const userId = async (email: string) =>
  (await h.db.query<{ id: number }>('select id from users where email = $1', [email]))[0]!.id;

it('records a friend who signed up with the code as pending, then credits the first paid order once', async () => {
  await registerUser(h.app, {
    name: 'Friend One',
    email: 'friend1@example.com',
    referral: ` ${code.toLowerCase()} `,
  });
  await registerUser(h.app, { name: 'Friend Two', email: 'friend2@example.com', referral: code });
  const friend = await login(h.app, 'friend1@example.com');
  const friendCookie = `${friend.cookies[0]!.name}=${friend.cookies[0]!.value}`;
  const friendDetails = (
    await h.app.inject({ url: '/api/users/details', headers: { cookie: friendCookie } })
  ).json();
  expect(friendDetails.referredBy).toBe(code);

  const before = (await credit('ada@example.com', ada)).json();
  expect(before).toMatchObject({ totalEarnings: 0, totalReferrals: 2, successfulReferrals: 0 });
  expect(before.creditHistoryDto.map((e: { status: string }) => e.status)).toEqual([
    'pending',
    'pending',
  ]);

  const id = await userId('friend1@example.com');
  expect(await h.db.tx((q) => creditReferralOnFirstPaidOrder(q, id, h.config.referralReward))).toBe(
    true,
  );
  expect(await h.db.tx((q) => creditReferralOnFirstPaidOrder(q, id, h.config.referralReward))).toBe(
    false,
  );
  // A user who came without a code credits nobody.
  expect(await creditReferralOnFirstPaidOrder(h.db, await userId('ada@example.com'), 100)).toBe(
    false,
  );

  const after = (await credit('ada@example.com', ada)).json();
  expect(after).toMatchObject({ totalEarnings: 5, totalReferrals: 2, successfulReferrals: 1 });
  expect(after.creditHistoryDto[0]).toMatchObject({
    status: 'credited',
    amount: 5,
    refferedBy: 'Friend One',
  });
  expect(new Date(after.creditHistoryDto[0].dateTime).toISOString()).toBe(
    after.creditHistoryDto[0].dateTime,
  );
  const details = (
    await h.app.inject({ url: '/api/users/details', headers: { cookie: ada } })
  ).json();
  expect(details.totalNumberReferrals).toBe(2);
});

it('shows credit history to its owner only', async () => {
  expect((await credit('ada@example.com')).statusCode).toBe(401);
  const bob = await signedIn(h.app, 'bob@example.com');
  const other = await credit('ada@example.com', bob);
  expect(other.statusCode).toBe(403);
  expect(other.body).not.toContain('Friend');
  expect((await credit('bob@example.com', bob)).json()).toEqual({
    creditHistoryDto: [],
    totalEarnings: 0,
    totalReferrals: 0,
    successfulReferrals: 0,
  });
});
