import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { latestOtp, nextOtp, ownAddress } from './shopper.ts';

/** The owner the server creates on an empty database (README "Back office"). */
export const DEMO_OWNER = 'owner@atelier.test';

export interface Member {
  email: string;
  password: string;
}

/**
 * A staff member of one journey's own, invited by the demo owner through the API. Journeys set
 * the demo owner's password (which ends its sessions) and switch its language, so one that works
 * as the demo owner in the browser meets the others; a member of its own meets nobody. The
 * invitation is retried should another journey ask the demo owner a code at the same moment.
 */
export async function inviteMember(
  request: APIRequestContext,
  baseURL: string,
  role: 'owner' | 'catalog' | 'fulfilment',
  name: string,
): Promise<Member> {
  const tag = randomUUID().slice(0, 8);
  const member = { email: `${role}-${tag}@example.com`, password: `member-${tag}` };
  const headers = ownAddress(baseURL);
  const post = (path: string, data: object) => request.post(`/api/admin${path}`, { headers, data });
  await expect(async () => {
    const demoPassword = `demo-${randomUUID().slice(0, 8)}`;
    let before = latestOtp(DEMO_OWNER);
    expect((await post('/auth/password-code', { email: DEMO_OWNER })).ok()).toBe(true);
    const reset = { email: DEMO_OWNER, otp: await nextOtp(DEMO_OWNER, before) };
    expect((await post('/auth/set-password', { ...reset, password: demoPassword })).ok()).toBe(
      true,
    );
    before = latestOtp(DEMO_OWNER);
    const login = { email: DEMO_OWNER, password: demoPassword };
    expect((await post('/auth/login', login)).ok()).toBe(true);
    const otp = await nextOtp(DEMO_OWNER, before);
    expect((await post('/auth/verify', { email: DEMO_OWNER, otp })).ok()).toBe(true);
    const invite = { email: member.email, name, role, lang: 'en' };
    expect((await post('/staff', invite)).status()).toBe(201);
  }).toPass({ timeout: 90_000 });
  await post('/auth/logout', {});
  const otp = await nextOtp(member.email, undefined);
  const set = { email: member.email, otp, password: member.password };
  expect((await post('/auth/set-password', set)).ok()).toBe(true);
  return member;
}

/** Signs the member in through the sign-in screen (password, then the mailed code) at `path`. */
export async function signInMember(page: Page, member: Member, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=/);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  const before = latestOtp(member.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Code from the email').fill(await nextOtp(member.email, before));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(path);
}
