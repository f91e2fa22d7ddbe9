// A host told to stop (SIGTERM) during a deploy: it turns unready at once, answers on while the load
// balancer moves away, each answer closing its kept-alive connection, and exits without cutting a
// request a client had sent.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort, startServer, waitForHealth } from './test/server-process.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-drain-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const DRAIN_MS = 1500;

/** A GET on `agent`'s kept-alive connections: its status, or the error's code. */
const ask = (port: number, agent: http.Agent, path: string, onClose = () => {}) =>
  new Promise<number | string>((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      if (res.headers.connection === 'close') onClose();
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    req.setTimeout(10_000, () => req.destroy(new Error('TIMEOUT')));
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

it('turns unready on SIGTERM and stops without resetting a kept-alive request', async () => {
  const port = await freePort();
  const server = startServer({ PORT: String(port), DATA_DIR: dataDir, DRAIN_MS: String(DRAIN_MS) });
  await waitForHealth(port, server.exited);
  expect(await ask(port, new http.Agent(), '/livez')).toBe(200);
  expect(await ask(port, new http.Agent(), '/readyz')).toBe(200);

  // Sixteen clients, each on its own kept-alive connection, asking back to back: what a load
  // balancer sends. One told its connection closes moves to another host, as a balancer does once
  // this one is unready (its next health check, within the drain).
  const outcomes: (number | string)[] = [];
  let moved = 0;
  const client = async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let told = false;
    for (let outcome: number | string = 200; outcome === 200 && !told;) {
      outcome = await ask(port, agent, '/api/v1/categories/tree/en', () => (told = true));
      outcomes.push(outcome);
    }
    if (told) moved++;
  };
  const clients = Promise.all(Array.from({ length: 16 }, client));
  await new Promise((resolve) => setTimeout(resolve, 500));
  server.child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, DRAIN_MS / 3));
  expect(await ask(port, new http.Agent(), '/readyz')).toBe(503);
  expect(await ask(port, new http.Agent(), '/livez')).toBe(200);

  await clients;
  expect(await server.exited).toBe(0);
  expect(outcomes.filter((outcome) => outcome !== 200)).toEqual([]);
  expect(moved).toBe(16);
}, 240_000);
