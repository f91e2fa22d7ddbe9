import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import { dataDirOf } from './server.ts';
import { latestOtp, mailsTo, nextOtp, ownAddress } from './shopper.ts';

/** The owner the server creates on an empty database (README "Back office"). */
export const DEMO_OWNER = 'owner@atelier.test';

export interface Member {
  email: string;
  password: string;
}

type Post = (path: string, data: object) => ReturnType<APIRequestContext['post']>;

const poster =
  (context: APIRequestContext, headers: Record<string, string>): Post =>
  (path, data) =>
    context.post(`/api/admin${path}`, { headers, data });

/**
 * Sets a member's password with a code mailed by the server at `baseURL` and signs them in on
 * `post`'s context.
 */
async function setPasswordAndSignIn(post: Post, baseURL: string, email: string, password: string) {
  let before = latestOtp(email, baseURL);
  expect((await post('/auth/password-code', { email })).ok()).toBe(true);
  const otp = await nextOtp(email, before, baseURL);
  expect((await post('/auth/set-password', { email, otp, password })).ok()).toBe(true);
  before = latestOtp(email, baseURL);
  expect((await post('/auth/login', { email, password })).ok()).toBe(true);
  const code = await nextOtp(email, before, baseURL);
  expect((await post('/auth/verify', { email, otp: code })).ok()).toBe(true);
}

/**
 * Runs `work` while no other worker uses the demo owner of the server at `baseURL` (the suite's
 * shared one unless named). Journeys sign in as the demo owner from both workers; its codes then
 * crossed (a worker read the other's newer code) and every failed try spent the 10 code tries an
 * email has in 10 minutes.
 */
export async function withDemoOwner<T>(work: () => Promise<T>, baseURL?: string): Promise<T> {
  const lock = path.join(dataDirOf(baseURL), 'demo-owner.lock');
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch {
      // A worker that died holding it (a journey's timeout) leaves it: old enough, it is dead.
      if (Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0) > 120_000)
        fs.rmSync(lock, { force: true });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  // Kept fresh while held, so a long journey's lock is never taken for a dead worker's.
  const fresh = setInterval(() => fs.utimesSync(lock, new Date(), new Date()), 10_000);
  try {
    return await work();
  } finally {
    clearInterval(fresh);
    fs.rmSync(lock, { force: true });
  }
}

/** This worker's inviter on each server, by the server's address. */
const inviters = new Map<string, Promise<Post>>();

/**
 * An owner of this worker's own who invites its journeys' members, signed in on a context of its
 * own. The demo owner invites it once, so the demo owner's code tries last the suite, where
 * signing in as the demo owner for every invitation spent them halfway. (One inviter shared by
 * both workers would sign in twice at once, and a worker could read the code mailed for the other's
 * sign-in, which only the other's can use.)
 */
function inviterOf(baseURL: string) {
  const known = inviters.get(baseURL);
  if (known) return known;
  const inviter = (async () => {
    const post = poster(await request.newContext({ baseURL }), ownAddress(baseURL));
    const tag = randomUUID().slice(0, 8);
    const owner = { email: `inviter-${tag}@example.com`, password: `inviter-${tag}` };
    await withDemoOwner(async () => {
      // Journeys set the demo owner's password (ending its sessions): it signs in anew.
      await setPasswordAndSignIn(post, baseURL, DEMO_OWNER, `demo-${randomUUID().slice(0, 8)}`);
      const invite = { email: owner.email, name: 'Inviter', role: 'owner', lang: 'en' };
      expect((await post('/staff', invite)).status()).toBe(201);
      expect((await post('/auth/logout', {})).ok()).toBe(true);
    }, baseURL);
    const invite = await invitation(owner.email, baseURL);
    expect((await post('/auth/set-password', { invite, password: owner.password })).ok()).toBe(
      true,
    );
    const before = latestOtp(owner.email, baseURL);
    expect((await post('/auth/login', owner)).ok()).toBe(true);
    const code = await nextOtp(owner.email, before, baseURL);
    expect((await post('/auth/verify', { email: owner.email, otp: code })).ok()).toBe(true);
    return post;
  })().catch((error) => {
    inviters.delete(baseURL);
    throw error;
  });
  inviters.set(baseURL, inviter);
  return inviter;
}

/** The token of the set-password link an invitation mailed to `email` carries. */
async function invitation(email: string, baseURL: string) {
  const token = () =>
    mailsTo(email, baseURL)
      .map((mail) => /\/admin\/set-password\?invite=([\w-]+)/.exec(mail.text)?.[1])
      .find(Boolean);
  await expect.poll(token, { timeout: 30_000 }).toBeTruthy();
  return token()!;
}

/** A staff member of one journey's own, who meets no other journey; their password is set. */
export async function inviteMember(
  context: APIRequestContext,
  baseURL: string,
  role: 'owner' | 'catalog' | 'fulfilment',
  name: string,
): Promise<Member> {
  const tag = randomUUID().slice(0, 8);
  const member = { email: `${role}-${tag}@example.com`, password: `member-${tag}` };
  const invite = { email: member.email, name, role, lang: 'en' };
  expect((await (await inviterOf(baseURL))('/staff', invite)).status()).toBe(201);
  const set = { invite: await invitation(member.email, baseURL), password: member.password };
  const post = poster(context, ownAddress(baseURL));
  expect((await post('/auth/set-password', set)).ok()).toBe(true);
  return member;
}

/** Signs the member in through the sign-in screen (password, then the mailed code) at `path`. */
export async function signInMember(page: Page, member: Member, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=/);
  // The server the page is on mails the code: the suite's shared one or a journey's own.
  const server = page.url();
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  const before = latestOtp(member.email, server);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Code from the email').fill(await nextOtp(member.email, before, server));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(path);
}
