// The outbox worker on a database of its own (no server running its worker beside it): retries,
// giving up, two senders at once, and a sender that died holding a mail.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { migrate } from '../db/migrate.ts';
import { manualClock } from '../modules/auth/test-helpers.ts';
import { freshDatabase } from '../test/fresh-database.ts';
import { LocalSmtp } from '../test/smtp.ts';
import { loadConfig } from './config.ts';
import { openDb, type Db } from './db.ts';
import { createMailer, type Mailer } from './mail.ts';
import { enqueueMail } from './outbox.ts';
import { createOutboxWorker, LEASE_MS, MAX_ATTEMPTS } from './outbox-worker.ts';

const logged: { level: string; about: Record<string, unknown>; message: string }[] = [];
const record = (level: string) => (about: Record<string, unknown>, message: string) =>
  logged.push({ level, about, message });
const log = {
  level: 'info',
  child: () => log,
  ...Object.fromEntries(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => [l, record(l)]),
  ),
} as unknown as FastifyBaseLogger;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-outbox-'));
const database = process.env.DATABASE_URL
  ? await freshDatabase(process.env.DATABASE_URL, 'atelier_outbox')
  : undefined;
/** A second connection as another server process has: its own pool on PostgreSQL. */
let db: Db;
let other: Db;
let smtp: LocalSmtp;
let mailer: Mailer;
beforeAll(async () => {
  db = await openDb({ databaseUrl: database?.url });
  other = database ? await openDb({ databaseUrl: database.url }) : db;
  await migrate(db);
  smtp = await LocalSmtp.create({ delayMs: 5 });
  mailer = createMailer(loadConfig({ SMTP_URL: smtp.url, DATA_DIR: dataDir }), log);
});
afterEach(() => smtp.stop());
afterAll(async () => {
  mailer?.close();
  if (other !== db) await other?.close();
  await db?.close();
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const mail = (to: string) => ({
  to,
  subject: 'Hello',
  text: 'Hi',
  html: '<p>Hi</p>',
  kind: 'test',
});
const rowOf = async (to: string) => {
  const [row] = await db.query<{ status: string; attempts: number; next: Date; error: string }>(
    `select status, attempts, next_attempt_at as next, last_error as error
       from mail_outbox where recipient = $1`,
    [to],
  );
  return row!;
};

it('retries with growing waits while the mail server is down, and gives up after about a day', async () => {
  const clock = manualClock();
  const start = clock.now().getTime();
  const worker = createOutboxWorker({ db, mailer, log, clock: clock.now });
  await db.tx((q) => enqueueMail(q, mail('down@example.com')));

  const waits: number[] = [];
  for (;;) {
    expect(await worker.deliverDue()).toBe(1);
    const row = await rowOf('down@example.com');
    expect(row.error).toMatch(/ECONNREFUSED/);
    if (row.status === 'failed') break;
    const wait = new Date(row.next).getTime() - clock.now().getTime();
    waits.push(wait);
    clock.advance(wait - 1);
    expect(await worker.deliverDue()).toBe(0);
    clock.advance(1);
  }
  expect(waits.slice(0, 4)).toEqual([5000, 10_000, 20_000, 40_000]);
  expect(Math.max(...waits)).toBe(15 * 60_000);
  expect((await rowOf('down@example.com')).attempts).toBe(MAX_ATTEMPTS);
  const hours = (clock.now().getTime() - start) / 3_600_000;
  expect(hours).toBeGreaterThan(22);
  expect(hours).toBeLessThan(24);

  const gaveUp = logged.filter((entry) => entry.level === 'error');
  expect(gaveUp).toHaveLength(1);
  expect(gaveUp[0]!.about).toMatchObject({ kind: 'test', attempts: MAX_ATTEMPTS });
  expect(JSON.stringify(logged)).not.toContain('down@example.com');

  // Given up means given up: the server coming back does not send it.
  await smtp.start();
  clock.advance(60 * 60_000);
  expect(await worker.deliverDue()).toBe(0);
  expect(smtp.received).toHaveLength(0);
});

it('sends each mail once when two senders on two connections race for them', async () => {
  await smtp.start();
  const count = 40;
  const recipients = Array.from({ length: count }, (_, i) => `race${i}@example.com`);
  await db.tx(async (q) => {
    for (const to of recipients) await enqueueMail(q, mail(to));
  });
  const a = createOutboxWorker({ db, mailer, log });
  const b = createOutboxWorker({ db: other, mailer, log });
  const tried = await Promise.all([a.deliverDue(), b.deliverDue()]);

  // Both senders worked at once, and between them sent every mail exactly once.
  expect(tried[0]).toBeGreaterThan(0);
  expect(tried[1]).toBeGreaterThan(0);
  expect(tried[0] + tried[1]).toBe(count);
  const sent = smtp.received.filter((m) => m.to[0]!.startsWith('race'));
  expect(sent.map((m) => m.to[0]).sort()).toEqual([...recipients].sort());
  const rows = await db.query<{ status: string; attempts: number }>(
    `select status, attempts from mail_outbox where recipient like 'race%'`,
  );
  expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
});

it('sends a mail whose sender died while sending it once the lease runs out', async () => {
  await smtp.start();
  const clock = manualClock();
  // A sender that took the mail and never finished: as if its process was killed mid-send.
  const hung: Mailer = { kind: 'smtp', send: () => new Promise(() => {}), close: () => {} };
  await db.tx((q) => enqueueMail(q, mail('orphan@example.com')));
  void createOutboxWorker({ db, mailer: hung, log, clock: clock.now }).deliverDue();
  for (let i = 0; i < 100 && (await rowOf('orphan@example.com')).attempts === 0; i++)
    await new Promise((resolve) => setTimeout(resolve, 20));

  const next = createOutboxWorker({ db: other, mailer, log, clock: clock.now });
  clock.advance(LEASE_MS - 1000);
  expect(await next.deliverDue()).toBe(0);
  clock.advance(2000);
  expect(await next.deliverDue()).toBe(1);
  expect(await smtp.mailsTo('orphan@example.com')).toHaveLength(1);
  expect((await rowOf('orphan@example.com')).status).toBe('sent');
});
