// Guesses that race: the password and code checks are counted before they run, so however many
// tries arrive at once, through one server or several on one database, at most the allowed
// number is checked.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { migrate } from '../../db/migrate.ts';
import { seedCatalog } from '../../db/seed/index.ts';
import { openDb } from '../../platform/db.ts';
import { freshDatabase } from '../../test/fresh-database.ts';
import { PASSWORD, send, signUp } from '../../test/http-shopper.ts';
import { startHarness, type Harness } from '../../test/harness.ts';
import { freePort, startServer, waitForHealth } from '../../test/server-process.ts';
import { latestOtp, manualClock, registerUser, signedIn } from './test-helpers.ts';

/** Sign-in tries per email before the lock (service.ts), code tries per code (otp.ts). */
const LOGIN_TRIES = 5;
const CODE_TRIES = 5;
const BURST = 40;

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ products: 4 });
});
afterAll(() => h?.close());

/** BURST - 1 wrong guesses, then the right one: sent last, it comes after the allowed tries. */
const burst = (wrong: (n: number) => string, right: string) =>
  Array.from({ length: BURST }, (_, n) => (n === BURST - 1 ? right : wrong(n)));
const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {});
const wrongCode = (code: string, n: number) =>
  String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');

describe('parallel guesses', () => {
  it('checks at most five of 40 simultaneous sign-ins through two servers on one database', async () => {
    // A clock standing still: the lock the fifth try sets can't run out during the burst.
    const clock = manualClock();
    const apps = await Promise.all(
      [0, 1].map(() => buildApp({ config: h.config, db: h.db, clock: clock.now, logger: false })),
    );
    await registerUser(apps[0]!, { email: 'target@example.com' });
    const passwords = burst((n) => `guess-${n}`, 'secret123');
    const answers = await Promise.all(
      passwords.map((password, n) =>
        apps[n % 2]!.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'target@example.com', password },
        }),
      ),
    );
    const statuses = tally(answers.map((res) => res.statusCode));
    expect(statuses).toEqual({ 401: LOGIN_TRIES, 429: BURST - LOGIN_TRIES });
    const last = answers.at(-1)!;
    expect(last.cookies).toHaveLength(0);
    expect(last.body).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
    await Promise.all(apps.map((app) => app.close()));
  });

  it('checks at most five of 40 simultaneous tries of a reset code, and of a profile code', async () => {
    await registerUser(h.app, { email: 'reset@example.com' });
    await h.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: 'reset@example.com' },
    });
    const code = await latestOtp(h.config.outboxDir, 'reset@example.com');
    const tries = await Promise.all(
      burst((n) => wrongCode(code, n), code).map((otp) =>
        h.app.inject({
          method: 'POST',
          url: '/api/auth/verify-otp',
          payload: { email: 'reset@example.com', otp },
        }),
      ),
    );
    expect(tally(tries.map((res) => res.statusCode))).toEqual({ 400: BURST });
    expect(new Set(tries.map((res) => res.body))).toEqual(new Set(['Invalid OTP']));
    // Five wrong tries killed the code: the right one, tried alone now, is refused too.
    const alone = await h.app.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: { email: 'reset@example.com', otp: code },
    });
    expect(alone.body).toBe('Invalid OTP');
    const [row] = await h.db.query<{ attempts: number }>(
      'select attempts from otps where email = $1',
      ['reset@example.com'],
    );
    expect(row?.attempts).toBe(CODE_TRIES);

    const cookie = await signedIn(h.app, 'profile@example.com');
    const headers = { cookie };
    const sent = await h.app.inject({
      method: 'POST',
      url: '/api/users/password/otp',
      payload: {},
      headers,
    });
    expect(sent.statusCode).toBe(200);
    const profileCode = await latestOtp(h.config.outboxDir, 'profile@example.com');
    const profileTries = await Promise.all(
      burst((n) => wrongCode(profileCode, n), profileCode).map((otp) =>
        h.app.inject({
          method: 'POST',
          url: '/api/users/password/verify-otp',
          payload: { otp },
          headers,
        }),
      ),
    );
    expect(tally(profileTries.map((res) => res.statusCode))).toEqual({ 400: BURST });
    const change = await h.app.inject({
      method: 'POST',
      url: '/api/users/password',
      payload: { password: 'taken-over' },
      headers,
    });
    expect(change.statusCode).toBe(403);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('parallel guesses across processes', () => {
  it('checks at most five of 40 sign-ins sent to two server processes', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-throttle-'));
    const database = await freshDatabase(process.env.DATABASE_URL!, 'atelier_throttle');
    const servers: ReturnType<typeof startServer>[] = [];
    try {
      const db = await openDb({ databaseUrl: database.url });
      await migrate(db);
      await seedCatalog(db, { products: 4 });
      await db.close();
      const bases: string[] = [];
      for (let n = 0; n < 2; n++) {
        const port = await freePort();
        const env = { DATA_DIR: dataDir, DATABASE_URL: database.url, LOG_LEVEL: 'warn' };
        const server = startServer({ ...env, PORT: String(port) });
        servers.push(server);
        await waitForHealth(port, server.exited);
        bases.push(`http://127.0.0.1:${port}`);
      }
      await signUp(bases[0]!, 'far@example.com');
      // Each server's connections opened and its sign-in route run once before the clock starts.
      for (const base of bases) {
        await Promise.all(Array.from({ length: 10 }, () => send(base, '/api/health')));
        await send(base, '/api/auth/login', { body: { email: 'warm@example.com', password: 'x' } });
      }
      const passwords = burst((n) => `guess-${n}`, PASSWORD);
      const started = performance.now();
      const answers = await Promise.all(
        passwords.map((password, n) =>
          send(bases[n % 2]!, '/api/auth/login', {
            body: { email: 'far@example.com', password },
          }),
        ),
      );
      // These servers' clock runs: each lock that ran out during a slow burst let one more try
      // through (after 1 s, then 2 s more ...). A burst within a second checks exactly five.
      const extra = Math.floor(Math.log2(1 + (performance.now() - started) / 1000));
      const statuses = tally(answers.map((res) => res.status));
      const checked = (statuses[401] ?? 0) + (statuses[200] ?? 0);
      expect(checked).toBeGreaterThanOrEqual(LOGIN_TRIES);
      expect(checked).toBeLessThanOrEqual(LOGIN_TRIES + extra);
      expect(statuses[429]).toBe(BURST - checked);
      if (extra === 0) expect(statuses[200]).toBeUndefined();
    } finally {
      for (const server of servers) server.child.kill('SIGTERM');
      await Promise.all(servers.map((server) => server.exited));
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
