import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openDb } from '../../platform/db.ts';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Runs the seed command as `npm run seed` does: inside apps/server, always on a PGlite directory. */
async function seed(args: string[], env: Record<string, string> = {}) {
  const run = promisify(execFile)('node', ['--import', 'tsx', 'src/db/seed/cli.ts', ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, DATABASE_URL: '', ...env },
  });
  try {
    const { stdout, stderr } = await run;
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run seed', () => {
  it('refuses a bad --products with a message saying what it wants', async () => {
    const bad = [
      ['--products', 'abc'],
      ['--products=0'],
      ['--products', '2.5'],
      ['--products', '1000001'],
    ];
    const results = await Promise.all([...bad.map((args) => seed(args)), seed(['--product', '5'])]);
    for (const result of results.slice(0, -1)) {
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('--products must be a whole number from 1 to 1000000');
    }
    expect(results.at(-1)?.code).toBe(1);
    expect(results.at(-1)?.stderr).toContain('Unknown argument "--product"');
  });

  it('seeds N products into the DATA_DIR of the directory npm was started from', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-seed-'));
    try {
      const result = await seed(['--products', '25'], { INIT_CWD: root, DATA_DIR: 'data' });
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/Seeded 25 products with \d+ variants in \d+\.\d s\./);
      const db = await openDb({ dataDir: path.join(root, 'data') });
      try {
        expect(await db.query('select count(*)::int as n from products')).toEqual([{ n: 25 }]);
      } finally {
        await db.close();
      }
    } finally {
      await fs.rm(root, { recursive: true, force: true });
    }
  }, 90_000);
});
