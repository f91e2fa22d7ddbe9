// A mail the server answered for survives `kill -9`: codes asked for while the mail server was down
// reach it after a restart, each once, even when (on PostgreSQL) two server processes send.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { migrate } from '../db/migrate.ts';
import { seedCatalog } from '../db/seed/index.ts';
import { freshDatabase } from '../test/fresh-database.ts';
import { send, signUp } from '../test/http-shopper.ts';
import { freePort, startServer, waitForHealth } from '../test/server-process.ts';
import { LocalSmtp } from '../test/smtp.ts';
import { openDb } from './db.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-outbox-crash-'));
const database = process.env.DATABASE_URL
  ? await freshDatabase(process.env.DATABASE_URL, 'atelier_outbox_crash')
  : undefined;
const smtp = await LocalSmtp.create();
const env = {
  DATA_DIR: dataDir,
  SMTP_URL: smtp.url,
  LOG_LEVEL: 'warn',
  ...(database && { DATABASE_URL: database.url }),
};
afterAll(async () => {
  await smtp.stop();
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function startOnTheData() {
  const port = await freePort();
  const server = startServer({ ...env, PORT: String(port) });
  await waitForHealth(port, server.exited);
  return { ...server, base: `http://127.0.0.1:${port}` };
}

const retries = (output: string) => output.split('mail not sent, will retry').length - 1;

it('sends after a restart every code it answered for before being killed', async () => {
  const db = await openDb({ databaseUrl: database?.url, dataDir });
  await migrate(db);
  await seedCatalog(db, { products: 2 });
  await db.close();

  const server = await startOnTheData();
  const emails = Array.from({ length: 6 }, (_, i) => `crash${i}@example.com`);
  const reset = async (email: string) => {
    const res = await send(server.base, '/api/auth/reset-password', { body: { email } });
    expect(res.status).toBe(200);
  };
  for (const email of emails) await signUp(server.base, email);
  // Five codes the server tried to mail while SMTP was down...
  for (const email of emails.slice(0, 5)) await reset(email);
  for (let i = 0; i < 200 && retries(server.output()) < 5; i++)
    await new Promise((resolve) => setTimeout(resolve, 25));
  expect(retries(server.output())).toBe(5);
  // ...and one killed before it could even try.
  await reset(emails[5]!);
  server.child.kill('SIGKILL');
  expect(await server.exited).toBeNull();
  expect(smtp.received).toHaveLength(0);

  await smtp.start();
  // PGlite is one process's; on PostgreSQL two processes send from the same outbox.
  const restarted = await Promise.all(
    database ? [startOnTheData(), startOnTheData()] : [startOnTheData()],
  );
  for (const email of emails) await smtp.mailsTo(email, 1, 15_000);
  // A second copy would come within the next polls.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual(emails);
  for (const mail of smtp.received) expect(mail.raw).toMatch(/^\s+\d{6}\s*$/m);

  for (const process of restarted) process.child.kill('SIGTERM');
  for (const process of restarted) expect(await process.exited).toBe(0);
}, 90_000);
