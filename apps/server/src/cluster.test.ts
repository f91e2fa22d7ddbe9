// WEB_CONCURRENCY: the real entry point runs several server processes on one port. A process killed
// outright is replaced while the others answer, one that hangs takes no new connection with it, and
// a rolling restart (SIGHUP) fails no request.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from './test/fresh-database.ts';
import { freePort, startServer, waitForHealth } from './test/server-process.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-cluster-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** The pids of the server processes that have opened, in order, from their log lines. */
const openedPids = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.includes('Atelier is open'))
    .map((line) => (JSON.parse(line) as { pid: number }).pid);

async function until(check: () => boolean, what: string, ms = 90_000) {
  for (const end = Date.now() + ms; !check();) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Four clients asking for a catalog page back to back (health would not do: a stopping process is
 * rightly not ready) (kept-alive connections), until stopped.
 * A failed request is kept by the time it was sent. One is given up after 10 s, so a request never
 * answered counts as failed instead of hanging the test.
 */
function steadyRequests(base: string) {
  const tally = { ok: 0, failed: [] as number[] };
  let running = true;
  const client = async () => {
    while (running) {
      const sentAt = Date.now();
      try {
        const res = await fetch(`${base}/api/v1/categories/tree/en`, {
          signal: AbortSignal.timeout(10_000),
        });
        await res.arrayBuffer();
        if (res.ok) tally.ok++;
        else tally.failed.push(sentAt);
      } catch {
        tally.failed.push(sentAt);
      }
    }
  };
  const clients = Promise.all([client(), client(), client(), client()]);
  return {
    tally,
    stop: async () => {
      running = false;
      await clients;
      return tally;
    },
  };
}

/** A request on a connection of its own; `lost` when no answer comes within 10 s. */
const askAlone = (port: number) =>
  new Promise<number | 'lost'>((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    req.setTimeout(10_000, () => req.destroy());
    req.on('error', () => resolve('lost'));
  });

/** Two server processes on a database of their own, once both have opened. */
async function twoProcesses() {
  const database = await freshDatabase(process.env.DATABASE_URL!, 'atelier_cluster');
  const port = await freePort();
  const server = startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    PORT: String(port),
    WEB_CONCURRENCY: '2',
  });
  const stop = async () => {
    server.child.kill('SIGKILL');
    await database.drop();
  };
  try {
    await waitForHealth(port, server.exited);
    await until(() => openedPids(server.output()).length === 2, 'two processes');
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, server, stop };
}

describe.skipIf(!process.env.DATABASE_URL)(
  'several server processes (needs DATABASE_URL: PGlite runs one process)',
  () => {
    it('replaces a killed process and restarts them all one by one without failing a request', async () => {
      const { port, server, stop } = await twoProcesses();
      const base = `http://127.0.0.1:${port}`;
      try {
        const [first, second] = openedPids(server.output());
        expect(first).not.toBe(second);

        // Killed outright: what was in flight on it, or sent on its connections before the clients
        // saw them close, is lost; the other process answers on. How many that is depends on how
        // many connections the clients' pool held to it, so the failures are bounded in time: all
        // were sent around the kill.
        const load = steadyRequests(base);
        await until(() => load.tally.ok > 50, 'requests');
        const killedAt = Date.now();
        process.kill(first!, 'SIGKILL');
        const okAtKill = load.tally.ok;
        await until(() => openedPids(server.output()).length === 3, 'a replacement');
        const okBeforeReplaced = load.tally.ok;
        const killed = await load.stop();
        expect(server.output()).toContain('server process died: replacing it');
        expect(okBeforeReplaced).toBeGreaterThan(okAtKill);
        expect(
          killed.failed.filter((at) => at < killedAt - 1_000 || at > killedAt + 2_000),
        ).toEqual([]);
        expect(killed.failed.length).toBeLessThan(okBeforeReplaced - okAtKill);

        // A rolling restart under load: every process replaced, no request failed.
        const rolling = steadyRequests(base);
        await until(() => rolling.tally.ok > 50, 'requests');
        server.child.kill('SIGHUP');
        await until(() => server.output().includes('rolling restart done'), 'the rolling restart');
        const rolled = await rolling.stop();
        expect(rolled.failed).toEqual([]);
        expect(rolled.ok).toBeGreaterThan(100);
        const after = openedPids(server.output()).slice(3);
        expect(after).toHaveLength(2);
        expect(after).not.toContain(second);

        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
      } finally {
        await stop();
      }
    }, 240_000);

    it('loses no new connection to a process that hangs and is then killed', async () => {
      const { port, server, stop } = await twoProcesses();
      try {
        const [hung] = openedPids(server.output());
        process.kill(hung!, 'SIGSTOP');
        const asked = Array.from({ length: 8 }, () => askAlone(port));
        await new Promise((resolve) => setTimeout(resolve, 500));
        process.kill(hung!, 'SIGKILL');
        expect(await Promise.all(asked)).toEqual(Array(8).fill(200));
      } finally {
        await stop();
      }
    }, 120_000);
  },
);

it('runs PGlite in one process, and says so when asked for more', async () => {
  const port = await freePort();
  const server = startServer({ DATA_DIR: dataDir, PORT: String(port), WEB_CONCURRENCY: '3' });
  try {
    await waitForHealth(port, server.exited);
    expect(server.output()).toContain('WEB_CONCURRENCY=3 ignored');
    expect(openedPids(server.output())).toEqual([server.child.pid]);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  } finally {
    server.child.kill('SIGKILL');
  }
}, 120_000);
