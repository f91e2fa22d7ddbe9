// JSON nested thousands deep, sent to the real server process: once, a 10 kB body of 5,000 nested
// arrays overflowed the stack inside a promise callback and ended Node. Every JSON-body operation
// of the server's own OpenAPI document must refuse such bodies (400, or 401 where the admin guard
// refuses before reading the body) and the server go on.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { STAFF_SCHEME } from '../admin/guard.ts';
import { freshDatabase } from './fresh-database.ts';
import { operationsOf } from './fuzz-inputs.ts';
import { freePort, startServer, waitForHealth } from './server-process.ts';

const LEVELS = 5000;
const DEEP = {
  arrays: `${'['.repeat(LEVELS)}${']'.repeat(LEVELS)}`,
  objects: `${'{"a":'.repeat(LEVELS)}1${'}'.repeat(LEVELS)}`,
  'arrays in a field': `{"productId":${'['.repeat(LEVELS)}${']'.repeat(LEVELS)}}`,
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-deep-'));
const database = process.env.DATABASE_URL
  ? await freshDatabase(process.env.DATABASE_URL, 'atelier_deep')
  : undefined;
const port = await freePort();
const server = startServer({
  DATA_DIR: dataDir,
  PORT: String(port),
  ...(database && { DATABASE_URL: database.url }),
});
afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
const base = `http://127.0.0.1:${port}`;

const post = (method: string, url: string, body: string) =>
  fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body,
    signal: AbortSignal.timeout(10_000),
  });

it('refuses deep JSON on every JSON-body operation and keeps serving', async () => {
  await waitForHealth(port, server.exited);

  // The reported request, first and alone.
  const reported = await post('POST', '/api/v1/products/filter', DEEP.arrays);
  expect(reported.status).toBe(400);
  expect(await reported.json()).toMatchObject({ error: { code: 'VALIDATION' } });
  expect((await fetch(`${base}/api/health`)).status).toBe(200);

  const doc = await (await fetch(`${base}/api/openapi.json`)).json();
  const operations = operationsOf(doc).filter((op) => op.body === 'json');
  expect(operations.length).toBeGreaterThan(15);
  const unexpected: string[] = [];
  for (const op of operations) {
    const url = op.path.replace(/\{\w+\}/g, '1');
    // The admin guard refuses a caller without a staff session before the body is read.
    const security = doc.paths[op.path][op.method.toLowerCase()].security ?? [];
    const staffOnly = security.some((requirement: object) => STAFF_SCHEME in requirement);
    for (const [shape, body] of Object.entries(DEEP)) {
      const res = await post(op.method, url, body);
      if (res.status !== (staffOnly ? 401 : 400)) {
        unexpected.push(`${op.method} ${op.path} ${shape}: ${res.status}`);
      }
    }
  }
  expect(unexpected).toEqual([]);

  const health = await fetch(`${base}/api/health`);
  expect(health.status).toBe(200);
  expect(server.child.exitCode).toBeNull();
  expect(server.output()).not.toMatch(/unhandled|uncaught|RangeError/i);
}, 120_000);
