import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from './config.ts';

/** Folders this process holds: opening one twice is two databases on the same files too. */
const held = new Set<string>();

function readPid(file: string) {
  try {
    return Number(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process is there, another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const inUse = (dir: string, pid: number) =>
  new ConfigError(
    `The data folder ${dir} is in use by process ${pid}, most likely the server: ` +
      'PGlite keeps it for one process. Stop the server and run this again, or run the shop on ' +
      'a PostgreSQL server (DATABASE_URL), where this works while it runs.',
  );

/**
 * Takes PGlite's folder for this process, or refuses with a clear message: a second process on
 * the same files (`npm run staff` while the server runs) writes to a copy the other overwrites,
 * and the two damage the folder. The holder's pid is in `pglite.pid`, as PostgreSQL's is in
 * postmaster.pid, so one left by a killed process is taken over at once. Answers the release.
 */
export function holdDataDir(dir: string): () => void {
  const file = path.join(dir, 'pglite.pid');
  if (held.has(file)) throw inUse(dir, process.pid);
  // Linked into place whole: a reader never sees the file empty or half written.
  const mine = `${file}.${process.pid}`;
  fs.writeFileSync(mine, String(process.pid));
  try {
    for (;;) {
      try {
        fs.linkSync(mine, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = readPid(file);
      // Our own pid without holding it: a restarted container's first process, as before.
      if (holder !== undefined && holder !== process.pid && alive(holder)) {
        throw inUse(dir, holder);
      }
      fs.rmSync(file, { force: true });
    }
  } finally {
    fs.rmSync(mine, { force: true });
  }
  held.add(file);
  return () => {
    held.delete(file);
    if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
  };
}
