import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';

/** Each journey server's data directory (its outbox is there), by the server's origin. */
const dataDirs = new Map<string, string>();

/**
 * The data directory of the server at `url` (any address on it): a journey's own server's, or
 * the suite's shared one (playwright.config.ts names it E2E_DATA_DIR) by default.
 */
export function dataDirOf(url?: string): string {
  return (url && dataDirs.get(new URL(url).origin)) ?? process.env.E2E_DATA_DIR!;
}

/**
 * A server of the journeys of this file alone: serve.mjs on `port`, with a data directory and a
 * database of its own, started before the file's first test and stopped after its last; the
 * file's tests run in order against it (`baseURL`). For journeys that change what the whole shop
 * does (its clock, its settings), which would break the other journeys running at the same time
 * on the suite's shared server. `env` adds to the server's environment.
 */
export function ownServer(name: string, port: number, env: Record<string, string> = {}) {
  const baseURL = `http://localhost:${port}`;
  // Only named here: the runner loads this file to list its tests, and serve.mjs makes it.
  const dataDir = path.join(os.tmpdir(), `atelier-e2e-${name}-${randomBytes(6).toString('hex')}`);
  dataDirs.set(baseURL, dataDir);
  let server: ChildProcess | undefined;
  test.use({ baseURL });
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    server = spawn('node', ['serve.mjs'], {
      cwd: new URL('../../', import.meta.url).pathname,
      env: { ...process.env, ...env, PORT: String(port), HOST: 'localhost', E2E_DATA_DIR: dataDir },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    // A server that stops before it is ready says why, in place of a health check that times out.
    let errors = '';
    server.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const healthy = () =>
      fetch(`${baseURL}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
    for (const deadline = Date.now() + 200_000; !(await healthy());) {
      if (server.exitCode !== null || server.signalCode !== null) {
        throw new Error(`serve.mjs stopped before it was ready: ${errors}`);
      }
      if (Date.now() > deadline) throw new Error(`serve.mjs was not ready in 200 s: ${errors}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  });

  test.afterAll(async () => {
    if (server?.pid && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      process.kill(server.pid, 'SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  return { baseURL, dataDir };
}
