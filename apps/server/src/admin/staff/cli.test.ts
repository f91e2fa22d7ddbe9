import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate.ts';
import { seedCatalog } from '../../db/seed/index.ts';
import { openDb } from '../../platform/db.ts';
import { freePort, startServer, waitForHealth } from '../../test/server-process.ts';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-staff-cli-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** `npm run staff -- add <email> --role owner` on the PGlite folder, as npm runs it. */
async function addOwner(email: string) {
  const args = ['--import', 'tsx', 'src/admin/staff/cli.ts', 'add', email, '--role', 'owner'];
  const env = { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, STAFF_PASSWORD: 'owner-1' };
  try {
    const { stdout, stderr } = await promisify(execFile)('node', args, { cwd: SERVER_DIR, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run staff on PGlite', () => {
  it('refuses while the server holds the data folder, and adds once it is gone', async () => {
    const db = await openDb({ dataDir });
    await migrate(db);
    await seedCatalog(db, { products: 2 });
    await db.close();

    const port = await freePort();
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir });
    // Should it not start, its log says why.
    await waitForHealth(port, server.exited).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${server.output()}`);
    });
    const refused = await addOwner('ada@example.com');
    expect(refused.code).toBe(1);
    expect(refused.stdout).not.toContain('Added');
    expect(refused.stderr).toContain(
      `The data folder ${dataDir} is in use by process ${server.child.pid}`,
    );
    expect(refused.stderr).toContain('Stop the server');

    // Killed, the server cannot release the folder: its pid is gone, so the folder is free.
    server.child.kill('SIGKILL');
    await server.exited;
    const added = await addOwner('ada@example.com');
    expect(added.stderr).toBe('');
    expect(added.stdout).toContain('Added ada@example.com (owner)');
    const after = await openDb({ dataDir });
    try {
      const staff = await after.query(`select role from staff where email = 'ada@example.com'`);
      expect(staff).toEqual([{ role: 'owner' }]);
    } finally {
      await after.close();
    }
  }, 120_000);

  it('refuses a second opening of the folder in one process', async () => {
    const db = await openDb({ dataDir });
    try {
      await expect(openDb({ dataDir })).rejects.toThrow(`is in use by process ${process.pid}`);
    } finally {
      await db.close();
    }
    await (await openDb({ dataDir })).close();
  });
});
