// What a stranger who knows a member's email can do to them: lock them out of signing in, hold back
// their invitation, have the shop mail them. Two servers on one database (on PostgreSQL each with
// its pool, as two processes), with the shop's limits: the stranger on one, the staff on the other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../platform/rate-limit.ts';
import { startHarness, type Harness } from '../../test/harness.ts';
import { manualClock } from '../../modules/auth/test-helpers.ts';
import { secondServer } from '../../test/second-server.ts';
import { addStaff, COMMAND_LINE } from '../staff/service.ts';
import { mailedCode, PASSWORD, signInCookie, staffSession } from '../test-helpers.ts';

type App = Harness['app'];
const clock = manualClock();
let h: Harness;
let servers: Awaited<ReturnType<typeof secondServer>>[] = [];
let stranger: App;
let staff: App;

beforeAll(async () => {
  h = await startHarness({ products: 2, clock: clock.now });
  servers = await Promise.all([secondServer(h, clock.now), secondServer(h, clock.now)]);
  [stranger, staff] = servers.map((server) => server.app) as [App, App];
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await h?.close();
});

let n = 0;
/** A request from an address of its own: the per-address limits never stop the stranger. */
const post = (app: App, url: string, payload: object, cookie = '') =>
  app.inject({
    method: 'POST',
    url,
    payload,
    headers: { cookie },
    remoteAddress: `10.70.${Math.floor(++n / 250)}.${n % 250}`,
  });

async function member(email: string) {
  await addStaff(
    h.db,
    COMMAND_LINE,
    { email, name: 'M', role: 'catalog', password: PASSWORD },
    clock.now(),
  );
  return email;
}

const mailsTo = async (email: string) =>
  (
    await h.db.query<{ n: number }>(
      `select count(*)::int as n from mail_outbox where recipient = $1 and kind = 'staff-password'`,
      [email],
    )
  )[0]!.n;

describe('a stranger who knows a staff email', () => {
  it('spends none of the code tries of a sign-in that passed the password', async () => {
    const email = await member('tries@atelier.test');
    const login = await post(staff, '/api/admin/auth/login', { email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    const otp = await mailedCode(h, email);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 11; i++) {
      const guess = await post(stranger, '/api/admin/auth/verify', { email, otp: wrong });
      expect(guess.statusCode).toBe(400);
    }
    const verify = await post(staff, '/api/admin/auth/verify', { email, otp }, signInCookie(login));
    expect(verify.statusCode).toBe(200);
    // And a sign-in started afterwards is not held back either.
    const again = await post(staff, '/api/admin/auth/login', { email, password: PASSWORD });
    const code = await mailedCode(h, email);
    const cookie = signInCookie(again);
    expect(
      (await post(staff, '/api/admin/auth/verify', { email, otp: code }, cookie)).statusCode,
    ).toBe(200);
  });

  it('cannot lock the member out with wrong passwords', async () => {
    const email = await member('passwords@atelier.test');
    for (let i = 0; i < 12; i++) {
      await post(stranger, '/api/admin/auth/login', { email, password: `guess-${i}` });
    }
    const login = await post(staff, '/api/admin/auth/login', { email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
  });

  it("cannot hold back or spend an owner's invitation, whose link works 7 days and once", async () => {
    const owner = await staffSession(h, 'owner');
    const invite = async (email: string) => {
      const res = await post(
        staff,
        '/api/admin/staff',
        { email, name: 'I', role: 'catalog' },
        owner.cookie,
      );
      expect(res.statusCode).toBe(201);
      const [mail] = await h.db.query<{ text: string }>(
        `select text from mail_outbox where recipient = $1 and kind = 'staff-invitation'`,
        [email],
      );
      return /invite=([\w-]{43})/.exec(mail!.text)![1]!;
    };
    const accept = (token: string) =>
      post(staff, '/api/admin/auth/set-password', { invite: token, password: 'invitee-pass-1' });

    const email = 'invitee@atelier.test';
    expect((await post(stranger, '/api/admin/auth/password-code', { email })).statusCode).toBe(204);
    const token = await invite(email);
    const late = await invite('late@atelier.test');
    // A stranger's code tries touch the link not at all.
    for (let i = 0; i < 6; i++) {
      const guess = { email, otp: '000000', password: 'stranger-pass' };
      expect((await post(stranger, '/api/admin/auth/set-password', guess)).statusCode).toBe(400);
    }
    clock.advance(7 * 24 * 3600_000 - 60_000);
    expect((await accept(token)).statusCode).toBe(204);
    expect((await accept(token)).statusCode).toBe(400);
    clock.advance(2 * 60_000);
    expect((await accept(late)).statusCode).toBe(400);
  });

  it('has the shop mail a member "Set your password" a few times an hour at most', async () => {
    const { max } = RATE_LIMITS.staffPasswordCode;
    const email = await member('mailed@atelier.test');
    const ask = (address: string) =>
      post(stranger, '/api/admin/auth/password-code', { email: address });
    const answers: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < max + 2; i++) {
      clock.advance(61_000); // past the minute an email waits between two codes
      answers.push((await ask(email)).statusCode);
      unknown.push((await ask('nobody-here@atelier.test')).statusCode);
    }
    expect(answers).toEqual([...Array<number>(max).fill(204), 429, 429]);
    expect(unknown).toEqual(answers); // staff or not, the answers are alike
    expect(await mailsTo(email)).toBe(max);
    clock.advance(60 * 60_000);
    expect((await ask(email)).statusCode).toBe(204);
    expect(await mailsTo(email)).toBe(max + 1);
  });
});
