// A throw nobody catches (a rejected promise nobody awaits, a throw in a timer) is logged and the
// process goes on: in a real Node process, as the server runs, where Node's default would end it.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const SERVE = fileURLToPath(new URL('../serve.ts', import.meta.url));
const SCRIPT = `
  const { keepServing } = await import(${JSON.stringify(SERVE)});
  const { pino } = await import('pino');
  keepServing(pino());
  Promise.reject(new Error('rejected in a promise'));
  setTimeout(() => { throw new Error('thrown in a timer'); }, 10);
  setTimeout(() => console.log('still serving'), 300);
`;

it('logs an unhandled rejection and an uncaught exception, and goes on', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SCRIPT], {
    cwd: fileURLToPath(new URL('.', import.meta.url)),
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.on('exit', resolve));
  expect(output).toMatch(
    /unhandled promise rejection.*rejected in a promise|rejected in a promise.*unhandled promise rejection/,
  );
  expect(output).toMatch(
    /uncaught exception.*thrown in a timer|thrown in a timer.*uncaught exception/,
  );
  expect(output).toContain('still serving');
  expect(code).toBe(0);
}, 30_000);
