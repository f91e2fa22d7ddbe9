// `npm start`: build the web app when its sources are newer than the build, then serve everything
// on one port.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
// The browser's build and the server's (which renders the first screens) are made together.
const builds = [path.join(web, 'dist/index.html'), path.join(web, 'dist-ssr/entry-server.js')];

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'dist-ssr'].includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [web, path.join(root, 'packages/contract')];
const stale =
  !builds.every((file) => fs.existsSync(file)) ||
  Math.max(...sources.map(newestMtime)) >
    Math.min(...builds.map((file) => fs.statSync(file).mtimeMs));
if (stale) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server runs in this process (and package.json execs it, so no shell sits between npm and it):
// a SIGTERM or SIGINT sent to `npm start` reaches the server's graceful shutdown.
const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'apps/server/src/main.ts'));
