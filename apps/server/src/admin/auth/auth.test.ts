import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_COOKIE, type Staff } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { mailedCode, PASSWORD, signIn, signInCookie, staffSession } from '../test-helpers.ts';

let h: Harness;
let owner: { cookie: string; member: Staff };

beforeAll(async () => {
  h = await startHarness({ products: 2 });
  owner = await staffSession(h, 'owner');
});
afterAll(() => h?.close());

const post = (url: string, payload: object, cookie?: string) =>
  h.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const me = (cookie: string) => h.app.inject({ url: '/api/admin/me', headers: { cookie } });

describe('staff sign-in', () => {
  it('takes the password, then the mailed code once, and sets a strict cookie for the admin API only', async () => {
    const { email } = owner.member;
    expect((await post('/api/admin/auth/login', { email, password: 'wrong-one' })).statusCode).toBe(
      401,
    );
    const login = await post('/api/admin/auth/login', { email, password: PASSWORD });
    expect(login.json()).toEqual({ otpRequired: true });
    const signingIn = signInCookie(login);
    const otp = await mailedCode(h, email);
    const [mail] = await h.db.query<{ kind: string; subject: string }>(
      'select kind, subject from mail_outbox where recipient = $1 order by id desc limit 1',
      [email],
    );
    expect(mail).toEqual({
      kind: 'staff-signin',
      subject: 'Your Atelier back office sign-in code',
    });
    const wrong = otp === '000000' ? '111111' : '000000';
    const verifying = (code: string) =>
      post('/api/admin/auth/verify', { email, otp: code }, signingIn);
    expect((await verifying(wrong)).statusCode).toBe(400);
    const verify = await verifying(otp);
    expect(verify.json()).toMatchObject({ email, role: 'owner', active: true });
    const cookie = verify.cookies.find((c) => c.name === STAFF_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin' });
    expect((await verifying(otp)).statusCode).toBe(400); // used up
    const session = `${STAFF_COOKIE}=${cookie.value}`;
    expect((await me(session)).statusCode).toBe(200);
    expect((await post('/api/admin/auth/logout', {}, session)).statusCode).toBe(204);
    expect((await me(session)).statusCode).toBe(401);
  });

  it('locks a code after 5 wrong tries', async () => {
    const { member } = await staffSession(h, 'catalog');
    const login = await post('/api/admin/auth/login', { email: member.email, password: PASSWORD });
    const otp = await mailedCode(h, member.email);
    const wrong = otp === '000000' ? '111111' : '000000';
    const verifying = (code: string) =>
      post('/api/admin/auth/verify', { email: member.email, otp: code }, signInCookie(login));
    for (let i = 0; i < 5; i++) await verifying(wrong);
    expect((await verifying(otp)).statusCode).toBe(400);
  });

  it('lets an owner invite a member, who sets a password by the mailed link, in their language', async () => {
    const invite = await post(
      '/api/admin/staff',
      { email: 'yuki@atelier.test', name: 'Yuki', role: 'catalog', lang: 'jp' },
      owner.cookie,
    );
    expect(invite.statusCode).toBe(201);
    expect(invite.json()).toMatchObject({ role: 'catalog', active: false });
    const [mail] = await h.db.query<{ subject: string; text: string; html: string }>(
      `select subject, text, html from mail_outbox where recipient = 'yuki@atelier.test'`,
    );
    expect(mail!.subject).toBe('Atelier 管理画面へのご招待');
    // The role in words, the link to the set-password screen, and a week to use it.
    expect(mail!.text).toContain('カタログ担当');
    expect(mail!.text).toContain('7日間');
    const link = /http\S+\/admin\/set-password\?invite=([\w-]{43})/.exec(mail!.text)!;
    expect(mail!.html).toContain(`href="${link[0]}"`);
    const accept = (invite: string, password: string) =>
      post('/api/admin/auth/set-password', { invite, password });
    expect((await accept('x'.repeat(43), 'yuki-pass-1')).statusCode).toBe(400);
    expect((await accept(link[1]!, 'yuki-pass-1')).statusCode).toBe(204);
    // Once: the link works no more.
    expect((await accept(link[1]!, 'other-pass-2')).statusCode).toBe(400);
    const cookie = await signIn(h, 'yuki@atelier.test', 'yuki-pass-1');
    expect((await me(cookie)).json()).toMatchObject({ name: 'Yuki', lang: 'jp' });
    expect(
      (await post('/api/admin/staff', { email: 'x@y.z', name: 'X', role: 'owner' }, cookie))
        .statusCode,
    ).toBe(403);
  });

  it('ends a removed member’s sessions, and keeps the last owner', async () => {
    const { cookie, member } = await staffSession(h, 'fulfilment');
    const remove = (id: number) =>
      h.app.inject({
        method: 'DELETE',
        url: `/api/admin/staff/${id}`,
        headers: { cookie: owner.cookie },
      });
    expect((await remove(member.id)).statusCode).toBe(204);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await remove(owner.member.id)).statusCode).toBe(409);
    const demote = await h.app.inject({
      method: 'PATCH',
      url: `/api/admin/staff/${owner.member.id}`,
      headers: { cookie: owner.cookie },
      payload: { role: 'catalog' },
    });
    expect(demote.statusCode).toBe(409);
    const audit = await h.app.inject({
      url: '/api/admin/audit?entity=staff',
      headers: { cookie: owner.cookie },
    });
    const actions = (audit.json() as { items: { action: string; entityId: string }[] }).items;
    expect(actions[0]).toMatchObject({ action: 'remove', entityId: String(member.id) });
  });
});
