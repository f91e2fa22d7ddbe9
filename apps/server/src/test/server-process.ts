import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';

const MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), '../main.ts');

export async function freePort() {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// A test that times out never reaches its own clean-up: whatever a file started is stopped when
// the file ends, so no server outlives the run (several processes' workers go with their supervisor).
const started = new Set<ChildProcess>();
afterAll(() => {
  for (const child of started) child.kill('SIGKILL');
});

/** Runs the real entry point as `npm start` does, without a built web app, on 127.0.0.1. */
export function startServer(env: Record<string, string>) {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    ...env,
  };
  if (!('DATABASE_URL' in env)) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], { env: childEnv });
  started.add(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => output };
}

/** `attempts` a tenth of a second apart: a fresh PGlite's migrations take a minute on a busy host. */
export async function waitForHealth(port: number, exited: Promise<unknown>, attempts = 600) {
  let stopped = false;
  void exited.then(() => (stopped = true));
  for (let i = 0; i < attempts && !stopped; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return res.json();
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not become healthy');
}
