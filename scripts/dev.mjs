// `npm run dev`: the API on port 3001 restarting on change, and Vite with hot reload on PORT (3000),
// proxying /api, /media and /uploads to the API; the back office's Vite on 3002 (/admin/).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const vitePackage = createRequire(path.join(web, 'package.json')).resolve('vite/package.json');
const { bin } = createRequire(import.meta.url)(vitePackage);

// Each child leads a process group of its own (the watcher restarts the API as a grandchild), so
// stopping sends the signal to the whole group. The API runs from the repository's root, as
// `npm start` does, so relative paths (DATA_DIR's ./data) name the same folders.
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
    env: { ...process.env, PORT: '3001' },
  }),
  spawn(
    process.execPath,
    [path.join(path.dirname(vitePackage), bin.vite), '--port', process.env.PORT ?? '3000'],
    // Not reading the terminal: a process outside the terminal's foreground group is stopped if it does.
    { cwd: web, stdio: ['ignore', 'inherit', 'inherit'], detached: true },
  ),
  // The back office, at http://localhost:3002/admin/ (the same API behind it).
  spawn(
    process.execPath,
    [path.join(path.dirname(vitePackage), bin.vite), '--port', '3002', '--configLoader', 'runner'],
    { cwd: path.join(root, 'apps/admin'), stdio: ['ignore', 'inherit', 'inherit'], detached: true },
  ),
];

let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // that group has already ended
    }
  }
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
process.on('SIGHUP', () => stop(0));
// One child ending ends the other: a dev server without its API (or the reverse) only confuses.
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
