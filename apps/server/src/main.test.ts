import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer, waitForHealth } from './test/server-process.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-main-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('starts on PGlite, seeds once, stops cleanly on SIGTERM and keeps its data', async () => {
    const port = await freePort();
    const first = startServer({ PORT: String(port), DATA_DIR: dataDir });
    expect(await waitForHealth(port, first.exited)).toMatchObject({ status: 'ok', db: 'pglite' });
    const tree = await (await fetch(`http://127.0.0.1:${port}/api/v1/categories/tree/en`)).json();
    expect(tree[0].name).toBe('Craft');
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('demo catalog created');
    expect(first.output()).toMatch(/"reqId"/);

    const second = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(port, second.exited);
    const again = await (await fetch(`http://127.0.0.1:${port}/api/v1/categories/tree/en`)).json();
    expect(again).toEqual(tree);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
    expect(second.output()).not.toContain('demo catalog created');
  }, 240_000);

  it('makes no demo shop when started for production on an empty database', async () => {
    const port = await freePort();
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-production-'));
    const run = startServer({ PORT: String(port), DATA_DIR: empty, NODE_ENV: 'production' });
    try {
      await waitForHealth(port, run.exited);
      const tree = await (await fetch(`http://127.0.0.1:${port}/api/v1/categories/tree/en`)).json();
      expect(tree).toEqual([]);
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
      expect(run.output()).not.toContain('demo owner created');
      expect(run.output()).toContain('npm run staff -- add');
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
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
