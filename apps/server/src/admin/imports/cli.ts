import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { IMPORT_MAX_BYTES } from '@atelier/contract';
import { ConfigError, loadConfig } from '../../platform/config.ts';
import { openDb } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { migrate } from '../../db/migrate.ts';
import { COMMAND_LINE } from '../staff/service.ts';
import { exportCatalog } from './export.ts';
import { runImport } from './service.ts';

const USAGE =
  'Usage: npm run catalog -- import <file.csv> [--dry-run] [--images <folder>]\n' +
  '       npm run catalog -- export <file.csv>';

class UsageError extends Error {}

// Run inside apps/server by npm: relative paths are the caller's, as typed.
const base = process.env.INIT_CWD ?? process.cwd();

function parseArgs(args: string[]) {
  const [command, file, ...rest] = args;
  if ((command !== 'import' && command !== 'export') || !file) throw new UsageError(USAGE);
  let dryRun = false;
  let images: string | undefined;
  for (let i = 0; i < rest.length; i++) {
    const [flag = '', inline] = rest[i]!.split('=', 2);
    if (command === 'import' && flag === '--dry-run') dryRun = true;
    else if (command === 'import' && flag === '--images') {
      images = inline ?? rest[++i];
      if (!images) throw new UsageError(`--images needs a folder.\n${USAGE}`);
    } else throw new UsageError(`Unknown argument "${rest[i]}".\n${USAGE}`);
  }
  return {
    command,
    file: path.resolve(base, file),
    dryRun,
    images: images && path.resolve(base, images),
  };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.command === 'import') {
    if (!fs.existsSync(args.file)) throw new UsageError(`No such file: ${args.file}`);
    // The back office's cap, so that the two ways in take the same files.
    if (fs.statSync(args.file).size > IMPORT_MAX_BYTES)
      throw new UsageError(`The file must be at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB`);
  }
  const dataDir = path.resolve(base, process.env.DATA_DIR || './data');
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
  const db = await openDb({ databaseUrl: config.directDatabaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    if (args.command === 'export') {
      await pipeline(exportCatalog(db, config.publicUrl), fs.createWriteStream(args.file));
      console.log(`Wrote ${args.file}`);
      return;
    }
    const deps = { config, db, now: () => new Date() };
    const report = await runImport(deps, COMMAND_LINE, args.file, {
      dryRun: args.dryRun,
      imagesDir: args.images,
      name: path.basename(args.file),
      lang: 'en',
    });
    const v = report.variants;
    const verb = report.dryRun || report.errors.length ? 'would be' : 'were';
    console.log(
      `Products: ${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged\n` +
        `Variants: ${v.created} created, ${v.updated} updated, ${v.unchanged} unchanged, ${v.deleted} deleted\n` +
        `Pictures read: ${report.images} (these counts ${verb} the changes)`,
    );
    const place = (e: { line: number; column: string }) =>
      `line ${e.line}${e.column ? `, ${e.column}` : ''}`;
    if (report.categoriesToCreate.length)
      console.log(`Categories to create: ${report.categoriesToCreate.join('; ')}`);
    if (report.columnsNotImported.length)
      console.log(`Columns not imported: ${report.columnsNotImported.join('; ')}`);
    for (const n of report.notices) console.log(`${place(n)}: ${n.message}`);
    for (const e of report.errors) console.log(`${place(e)}: ${e.message}`);
    if (report.errors.length) {
      console.log(`${report.errors.length} errors: nothing was written.`);
      process.exitCode = 1;
    } else if (report.dryRun) console.log('Dry run: nothing was written.');
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof ConfigError || error instanceof UsageError || error instanceof AppError;
  console.error(known ? (error as Error).message : `The catalog command failed: ${String(error)}`);
  process.exit(1);
});
