// `npm start`: serve the web app and the API on one port. In production (NODE_ENV=production) it
// builds nothing: a production install has no Vite (`npm ci --omit=dev`), so the build must have
// been made beforehand and a missing one stops the start with what to run. Otherwise it first
// builds the web app when its sources are newer than the build.
import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const admin = path.join(root, 'apps/admin');
// The browser's build and the server's (which renders the first screens) are made together, and
// the back office's with them (`npm run build`).
const builds = [
  path.join(web, 'dist/index.html'),
  path.join(web, 'dist-ssr/entry-server.js'),
  path.join(admin, 'dist/index.html'),
];
const sources = [web, admin, path.join(root, 'packages/contract'), path.join(root, 'packages/ui')];
const lockFile = path.join(web, '.build.lock');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'dist-ssr'].includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const built = () => builds.every((file) => fs.existsSync(file));

const stale = () =>
  !built() ||
  Math.max(...sources.map(newestMtime)) >
    Math.min(...builds.map((file) => fs.statSync(file).mtimeMs));

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/**
 * Takes the build lock, or waits for the process holding it: two `npm start`s at once would both
 * run Vite into one folder, each emptying it under the other. A lock whose process is gone is
 * taken over.
 */
async function withBuildLock(work) {
  for (;;) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockFile, 'utf8'));
      if (holder && !alive(holder)) fs.rmSync(lockFile, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return work();
  } finally {
    fs.rmSync(lockFile, { force: true });
  }
}

// Server processes forked by the cluster's primary run this file again: the primary saw to the build.
if (cluster.isPrimary) {
  if (process.env.NODE_ENV === 'production') {
    if (!built()) {
      console.error(
        'The web app is not built (apps/web/dist, apps/web/dist-ssr and apps/admin/dist).\n' +
          'Run `npm run build` where the dev dependencies are installed, then start again; ' +
          'see "Deploying" in README.md.',
      );
      process.exit(1);
    }
  } else if (stale()) {
    const status = await withBuildLock(() => {
      // Another start may have built it while this one waited for the lock.
      if (!stale()) return 0;
      console.log('Building the web app and the back office…');
      return spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status;
    });
    if (status !== 0) process.exit(status ?? 1);
  }
}

// The server runs in this process (and package.json execs it, so no shell sits between npm and it):
// a SIGTERM or SIGINT sent to `npm start` reaches the server's graceful shutdown.
const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'apps/server/src/main.ts'));
