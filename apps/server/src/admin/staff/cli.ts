import path from 'node:path';
import readline from 'node:readline';
import { Writable } from 'node:stream';
import { Email, NewPassword, StaffRole } from '@atelier/contract';
import { ConfigError, loadConfig } from '../../platform/config.ts';
import { openDb } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { migrate } from '../../db/migrate.ts';
import { addStaff, COMMAND_LINE } from './service.ts';

const USAGE =
  'Usage: npm run staff -- add <email> --role owner|catalog|fulfilment [--name "Ada"] [--password ...]\n' +
  '(else the STAFF_PASSWORD variable, else asked on the terminal)';

class UsageError extends Error {}

function parseArgs(args: string[]) {
  const [command, email, ...rest] = args;
  if (command !== 'add' || !email) throw new UsageError(USAGE);
  const flags: Record<string, string> = {};
  for (let i = 0; i < rest.length; i++) {
    const [flag = '', inline] = rest[i]!.split('=', 2);
    if (!['--role', '--name', '--password'].includes(flag)) {
      throw new UsageError(`Unknown argument "${rest[i]}".\n${USAGE}`);
    }
    const value = inline ?? rest[++i];
    if (value === undefined) throw new UsageError(`${flag} needs a value.\n${USAGE}`);
    flags[flag] = value;
  }
  const parsed = { email: Email.safeParse(email), role: StaffRole.safeParse(flags['--role']) };
  if (!parsed.email.success) throw new UsageError(`"${email}" is not an email address.\n${USAGE}`);
  if (!parsed.role.success)
    throw new UsageError(`--role must be owner, catalog or fulfilment.\n${USAGE}`);
  const name = flags['--name'] ?? parsed.email.data.split('@')[0]!;
  return { email: parsed.email.data, role: parsed.role.data, name, password: flags['--password'] };
}

/** Reads a line without echoing it: a password typed on the terminal stays off the screen. */
function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    throw new UsageError(`No password: pass --password or set STAFF_PASSWORD.\n${USAGE}`);
  }
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = readline.createInterface({ input: process.stdin, output: muted, terminal: true });
  process.stdout.write('Password (at least 6 characters): ');
  return new Promise((resolve) =>
    rl.question('', (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    }),
  );
}

async function main() {
  const input = parseArgs(process.argv.slice(2));
  const password = NewPassword.safeParse(
    input.password ?? process.env.STAFF_PASSWORD ?? (await askPassword()),
  );
  if (!password.success) throw new UsageError(password.error.issues[0]!.message);
  // Run inside apps/server by npm: a relative DATA_DIR means the one `npm start` uses.
  const base = process.env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(base, process.env.DATA_DIR || './data');
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
  const db = await openDb({ databaseUrl: config.directDatabaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    const member = await addStaff(
      db,
      COMMAND_LINE,
      { ...input, password: password.data },
      new Date(),
    );
    console.log(`Added ${member.email} (${member.role}). Sign in at ${config.publicUrl}/admin`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof ConfigError || error instanceof UsageError || error instanceof AppError;
  console.error(known ? (error as Error).message : `Adding staff failed: ${String(error)}`);
  process.exit(1);
});
