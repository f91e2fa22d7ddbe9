// A shopper's whole journey against a server logging everything it can (level trace), then every
// log line searched for what the shopper gave or was given: none of it may be there.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { startHarness, type Harness } from '../test/harness.ts';
import { latestOtp } from '../modules/auth/test-helpers.ts';
import { RESET_COOKIE } from '../modules/auth/routes.ts';
import { cartUpdate, variants } from '../modules/orders/test-helpers.ts';
import { lazyChildLogger, loggerOptions } from './log.ts';
import { NO_RATE_LIMITS } from './rate-limit.ts';
import { SESSION_COOKIE } from './session.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ products: 4 });
  // Its outbox worker would send the journey's mail, logging to no log of ours.
  await h.app.close();
});
afterAll(async () => {
  await h?.close();
  await fs.rm(h.config.dataDir, { recursive: true, force: true });
});

const EMAIL = 'lovelace.private@example.com';
const PASSWORD = 'first-Secret-481';
const NEW_PASSWORD = 'second-Secret-927';
const STREET = 'Ravenscroft Mews 77';
const PHONE = '+44 20 7946 0991';

/** A stream keeping each log line written to it in `lines`. */
function logLines() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

/** A server whose every log line, down to trace, is kept in `lines`. */
async function loggedApp() {
  const { lines, stream } = logLines();
  const app = await buildApp({
    config: h.config,
    db: h.db,
    logger: { level: 'trace', stream },
    rateLimits: NO_RATE_LIMITS,
  });
  await app.ready();
  return { app, lines };
}

it('writes no email, password, code, token, session or address to the log', async () => {
  const { app, lines } = await loggedApp();
  const [shirt] = await variants(h, 1);
  const send = async (method: 'GET' | 'POST', url: string, payload?: object, cookie = '') => {
    const res = await app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(500);
    return res;
  };
  const cookieOf = (res: Awaited<ReturnType<typeof send>>, name: string) =>
    res.cookies.find((c) => c.name === name)?.value ?? '';

  const account = { name: 'Ada Lovelace', email: EMAIL, password: PASSWORD };
  await send('POST', '/api/auth/register', { ...account, confirmPassword: PASSWORD });
  await send('POST', '/api/newsletter', { email: EMAIL });
  await send('POST', '/api/auth/login', { email: EMAIL, password: 'wrong-Guess-1' });

  const guest = randomUUID();
  const line = { sku: shirt.sku, productId: shirt.productId, qty: 1, action: 'I' as const };
  expect((await cartUpdate(app, undefined, { userId: guest, ...line })).statusCode).toBe(200);
  await send('GET', `/api/v1/cart?userId=${guest}&lang=en`);

  await send('POST', '/api/auth/reset-password', { email: EMAIL });
  const code = await latestOtp(h.config.outboxDir, EMAIL);
  const verified = await send('POST', '/api/auth/verify-otp', { email: EMAIL, otp: code });
  const proof = cookieOf(verified, RESET_COOKIE);
  expect(proof).not.toBe('');
  const updated = await send(
    'POST',
    '/api/auth/update-password',
    { email: EMAIL, password: NEW_PASSWORD },
    `${RESET_COOKIE}=${proof}`,
  );
  expect(updated.statusCode).toBe(200);

  const login = await send('POST', '/api/auth/login', {
    email: EMAIL,
    password: NEW_PASSWORD,
    guestId: guest,
  });
  const session = cookieOf(login, SESSION_COOKIE);
  expect(session).not.toBe('');
  const cookie = `${SESSION_COOKIE}=${session}`;
  await send('GET', `/api/v1/cart?userId=${encodeURIComponent(EMAIL)}&lang=en`, undefined, cookie);
  await send('GET', `/api/users/details?userId=${EMAIL}`, undefined, cookie);
  const address = { action: 'I', name: 'Ada Lovelace', phone: PHONE, flatNo: '4', country: 'GB' };
  const saved = await send(
    'POST',
    '/api/v1/address',
    { ...address, addrssLine1: STREET, city: 'London', zipocode: 'N1 9GU', default: true },
    cookie,
  );
  expect(saved.statusCode).toBe(201);
  const order = await send('POST', '/api/v1/orders', { paymentMethod: 'cash' }, cookie);
  expect(order.statusCode).toBe(201);
  await send('GET', `/api/credit/${EMAIL}`, undefined, cookie);
  await send('GET', `/api/v1/orders/${EMAIL}/en`, undefined, cookie);
  await send('GET', `/api/no-such-page/${EMAIL}?email=${EMAIL}`, undefined, cookie);
  // Every mail of the journey written to DATA_DIR/outbox (and its line logged) before the search.
  const [confirmMail] = await h.db.query<{ text: string }>(
    `select text from mail_outbox where recipient = $1 and kind = 'newsletter-confirm'`,
    [EMAIL],
  );
  const confirmToken = /[?&]token=([\w-]+)/.exec(confirmMail!.text)![1]!;
  await expect
    .poll(
      async () => (await h.db.query(`select 1 from mail_outbox where status = 'pending'`)).length,
    )
    .toBe(0);
  await app.close();

  // The log did record the journey, by route: an empty log would pass the search below.
  const urls = lines.map((text) => (JSON.parse(text) as { req?: { url?: string } }).req?.url);
  expect(urls).toContain('/api/credit/:email');
  expect(urls).toContain('/api/v1/cart');
  const secrets = {
    email: EMAIL,
    'email, escaped': encodeURIComponent(EMAIL),
    'email, its name': 'lovelace.private',
    password: PASSWORD,
    'new password': NEW_PASSWORD,
    'wrong password': 'wrong-Guess-1',
    'reset code': code,
    'newsletter confirmation token': confirmToken,
    'reset proof': proof,
    session,
    'guest cart key': guest,
    street: STREET,
    phone: PHONE,
  };
  for (const [what, secret] of Object.entries(secrets)) {
    const found = lines.filter((text) => text.includes(secret));
    expect(found, `${what} in the log`).toEqual([]);
  }
});

it('hides personal fields wherever a log line carries them', async () => {
  const { app, lines } = await loggedApp();
  app.log.warn(
    {
      to: EMAIL,
      otp: '482913',
      body: { email: EMAIL, password: PASSWORD, address: { phone: PHONE } },
      headers: { cookie: `${SESSION_COOKIE}=abc`, authorization: 'Bearer xyz' },
      err: {
        message: 'duplicate key',
        code: '23505',
        detail: `Key (email)=(${EMAIL}) already exists.`,
      },
      orderCode: 'ATL-AB12-CD34',
    },
    'a line a module might write',
  );
  await app.close();
  const line = lines.find((text) => text.includes('a line a module might write'))!;
  for (const secret of [EMAIL, '482913', PASSWORD, PHONE, 'abc', 'xyz']) {
    expect(line).not.toContain(secret);
  }
  // What is not personal stays readable.
  expect(JSON.parse(line)).toMatchObject({
    orderCode: 'ATL-AB12-CD34',
    err: { message: 'duplicate key', code: '23505' },
  });
});

it("writes a request's lines at the level set, each with the request's id and redacted", async () => {
  const { lines, stream } = logLines();
  const app = Fastify({
    logger: loggerOptions('warn', { stream }),
    childLoggerFactory: lazyChildLogger,
  });
  app.get('/', async (request) => {
    request.log.info({ email: EMAIL }, 'below the level');
    request.log.warn({ email: EMAIL }, 'at the level');
    request.log.child({ step: 'pay' }).error('from a child');
    return { id: request.id };
  });
  // A route with a level of its own logs by that one.
  app.get('/traced', { logLevel: 'debug' }, async (request) => {
    request.log.debug('below the server level, at the route level');
    return { id: request.id };
  });
  const { id } = (await app.inject({ method: 'GET', url: '/' })).json<{ id: string }>();
  const traced = (await app.inject({ method: 'GET', url: '/traced' })).json<{ id: string }>();
  await app.close();
  const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const mine = logged.filter(({ reqId }) => reqId === id);
  expect(mine.map(({ msg, reqId, step }) => ({ msg, reqId, step }))).toEqual([
    { msg: 'at the level', reqId: id, step: undefined },
    { msg: 'from a child', reqId: id, step: 'pay' },
  ]);
  expect(logged).toContainEqual(
    expect.objectContaining({
      msg: 'below the server level, at the route level',
      reqId: traced.id,
    }),
  );
  expect(mine[0]!.email).toBe('[redacted]');
});
