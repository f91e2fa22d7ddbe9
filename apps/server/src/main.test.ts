import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-main-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function freePort() {
  const server = net.createServer().listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Runs the real entry point as `npm start` does, without a built web app. */
function startServer(env: Record<string, string>) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'info', ...env };
  if (!('DATABASE_URL' in env)) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], { env: childEnv });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, exited: Promise<unknown>) {
  let stopped = false;
  void exited.then(() => (stopped = true));
  for (let i = 0; i < 600 && !stopped; i++) {
    try {
      const res = await fetch(`http://localhost:${port}/api/health`);
      if (res.ok) return res.json();
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not become healthy');
}

describe('the server process', () => {
  it('starts on PGlite, seeds once, stops cleanly on SIGTERM and keeps its data', async () => {
    const port = await freePort();
    const first = startServer({ PORT: String(port), DATA_DIR: dataDir });
    expect(await waitForHealth(port, first.exited)).toMatchObject({ status: 'ok', db: 'pglite' });
    const tree = await (await fetch(`http://localhost:${port}/api/v1/categories/tree/en`)).json();
    expect(tree[0].name).toBe('Craft');
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('demo catalog created');
    expect(first.output()).toMatch(/"reqId"/);

    const second = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(port, second.exited);
    const again = await (await fetch(`http://localhost:${port}/api/v1/categories/tree/en`)).json();
    expect(again).toEqual(tree);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
    expect(second.output()).not.toContain('demo catalog created');
  }, 240_000);

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' }, 'DATABASE_URL'],
  ])(
    'refuses to start with %o and names %s',
    async (env, variable) => {
      const run = startServer({ DATA_DIR: dataDir, ...env });
      expect(await run.exited).toBe(1);
      expect(run.output()).toContain(variable);
    },
    60_000,
  );
});
