import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { staffSession } from '../test-helpers.ts';
import { fromHtml } from './cells.ts';
import { postImport } from './test-helpers.ts';

let h: Harness;
let cookie: string;

beforeAll(async () => {
  h = await startHarness({ products: 2 });
  cookie = (await staffSession(h, 'catalog')).cookie;
});
afterAll(() => h?.close());

/** Descriptions as the audit's file had them: one tag, then thousands of `<` never closed. */
const HOSTILE = `<a>${'<'.repeat(9_990)}`;
const hostileFile = (products: number) =>
  [
    'Handle,Title,Body (HTML),Vendor,Type,Option1 Name,Option1 Value,Variant SKU,Variant Price',
    ...Array.from(
      { length: products },
      (_, i) => `cpu-${i},Shirt ${i},"${HOSTILE}",Tessera,Men > Shirts,Color,Red,CPU-${i},10.00`,
    ),
  ].join('\n');

describe('an import never starves the shop', () => {
  it('turns hostile HTML into text in time linear in its length', () => {
    const started = performance.now();
    for (let i = 0; i < 5; i++) expect(fromHtml(HOSTILE)).toBe('<'.repeat(9_990));
    // Quadratic, each took 0.2-0.7 s; linear, under 1 ms.
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('answers other shoppers while it reads a file of hostile descriptions', async () => {
    const waits: number[] = [];
    let importing = true;
    const shopper = (async () => {
      while (importing) {
        const asked = performance.now();
        const health = await h.app.inject({ url: '/api/health' });
        expect(health.statusCode).toBe(200);
        waits.push(performance.now() - asked);
        // A shopper's request arrives from the network, between the event loop's turns.
        await sleep(5);
      }
    })();
    const started = performance.now();
    const { status, report } = await postImport(h, cookie, hostileFile(20), true);
    const took = performance.now() - started;
    importing = false;
    await shopper;
    expect(status).toBe(200);
    expect(report).toMatchObject({ created: 20, errors: [] });
    expect(took).toBeLessThan(5_000);
    expect(Math.max(...waits)).toBeLessThan(500);
  });
});

describe('a file is never held whole in memory', () => {
  it('stops at a row of more than 1 MB (an unclosed quote), naming its line', async () => {
    const file = [
      'Handle,Title,Vendor,Type,Option1 Name,Option1 Value,Variant SKU,Variant Price',
      'fine,Fine,Tessera,Men > Shirts,Color,Red,FINE-1,10.00',
      `open,"Never closed${' and never ending'.repeat(70_000)}`,
    ].join('\n');
    const { status, report } = await postImport(h, cookie, file, true);
    expect(status).toBe(200);
    expect(report.errors).toEqual([
      {
        line: 3,
        column: '',
        message:
          'The row starting here holds more than 1 MB (a quote never closed?): the file is not read further',
      },
    ]);
  });

  it('the command line refuses a file over 200 MB, as the back office does', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-cap-'));
    const file = path.join(dir, 'huge.csv');
    // Sparse: a size on disk of nothing.
    await fs.writeFile(file, 'Handle\n');
    await fs.truncate(file, IMPORT_MAX_BYTES + 1);
    const cli = path.join(import.meta.dirname, 'cli.ts');
    const run = promisify(execFile)('node', ['--import', 'tsx', cli, 'import', file, '--dry-run'], {
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: path.join(dir, 'data') },
    });
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: 'The file must be at most 200 MB\n',
    });
    await fs.rm(dir, { recursive: true, force: true });
  });
});
