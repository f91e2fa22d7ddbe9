import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { announcedTopic, Changes, CHANGES_CHANNEL } from './changes.ts';
import { listenForChanges } from './changes-listener.ts';
import { ConfigError } from './config.ts';
import { holdDataDir } from './data-dir-lock.ts';
import { namedStatements, statementNamer } from './statements.ts';

/** What repos need from a connection: PGlite and node-postgres both fit behind it. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction; it commits when `work` resolves and rolls back when it throws. */
  tx<T>(work: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * The catalog's changes as this process hears of them (platform/changes.ts), its own included by
   * the time the statement or transaction that made them returns. Listening starts with the first
   * call: command-line tools that never ask open no listening connection.
   */
  changes(): Changes;
  /** PostgreSQL only: the pool's connections, open and idle, and the requests waiting for one. */
  poolStats?(): { total: number; idle: number; waiting: number };
}

/** How a process uses a PostgreSQL server's connections (README, Configuration). */
export interface PoolSettings {
  /** Connections this process opens at most. */
  max: number;
  /** How long a request waits for a free connection before it is refused as busy. */
  waitMs: number;
  statementTimeoutMs: number;
  lockTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
  /** Names the host and process in pg_stat_activity. */
  applicationName: string;
}

export interface DbOptions {
  /** A PostgreSQL server; without it PGlite keeps its files in `dataDir`. */
  databaseUrl?: string;
  /** A PostgreSQL server's: without them, node-postgres's (10 connections, no timeouts). */
  pool?: PoolSettings;
  /**
   * `databaseUrl` is a pooler in transaction mode (PgBouncer): each statement may run on another
   * server connection, so none is prepared by name, and no setting goes in the startup packet
   * (PgBouncer refuses the parameters it does not know): the timeouts and jit are the role's.
   */
  pooled?: boolean;
  /** Where to listen for the catalog's changes: the server itself when `databaseUrl` is a pooler. */
  listenUrl?: string;
  /** PGlite's directory; `undefined` keeps the database in memory (tests). */
  dataDir?: string;
  /** PGlite on disk: how often written changes are checkpointed (default a minute). */
  checkpointMs?: number;
}

/**
 * PGlite runs PostgreSQL as a single backend with no checkpointer, and a single backend never
 * checkpoints on its own: its write-ahead log grows with every write until the database closes (a
 * 100,000-product seed left 17 GB of it, and a crash would replay it all). So the server asks for a
 * checkpoint itself, at most once a `checkpointMs`, and only after something was written.
 */
const CHECKPOINT_MS = 60_000;

function checkpointWhenWritten(lite: PGlite) {
  const walEnd = async () =>
    (await lite.query<{ lsn: string }>('select pg_current_wal_insert_lsn()::text as lsn')).rows[0]!
      .lsn;
  let checkpointed = '';
  let running = false;
  return () => {
    if (running) return;
    running = true;
    (async () => {
      if ((await walEnd()) === checkpointed) return;
      await lite.exec('checkpoint');
      checkpointed = await walEnd();
    })()
      .catch(() => {})
      .finally(() => (running = false));
  };
}

export async function openDb(options: DbOptions): Promise<Db> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.pool, options.pooled ?? false, options.listenUrl)
    : openPglite(options.dataDir, options.checkpointMs ?? CHECKPOINT_MS);
}

async function openPglite(dataDir: string | undefined, checkpointMs: number): Promise<Db> {
  if (dataDir) await fs.mkdir(dataDir, { recursive: true });
  const release = dataDir ? holdDataDir(dataDir) : () => {};
  const lite = await PGlite.create({
    dataDir: dataDir ? path.join(dataDir, 'pglite') : undefined,
    extensions: { pg_trgm },
  }).catch((error: unknown) => {
    release();
    throw error;
  });
  const statements = namedStatements(lite);
  const changes = new Changes();
  let listening: Promise<unknown> | undefined;
  const checkpoints = dataDir
    ? setInterval(checkpointWhenWritten(lite), checkpointMs).unref()
    : undefined;
  return {
    kind: 'pglite',
    query: (sql, params) => statements.query(sql, params),
    exec: async (sql) => void (await lite.exec(sql)),
    tx: (work) =>
      lite.transaction((t) =>
        work({
          query: (sql, params) => statements.inTransaction(t, sql, params),
          exec: async (sql) => void (await t.exec(sql)),
        }),
      ),
    close: async () => {
      clearInterval(checkpoints);
      await lite.close();
      release();
    },
    // One session runs every statement, and PGlite hands it its own notifications as it reads the
    // answer to the statement that committed them, before that statement's promise settles.
    changes: () => {
      if (!listening) {
        listening = lite.listen(CHANGES_CHANNEL, (topic) => changes.changed(topic));
        listening.then(() => changes.listened()).catch(() => undefined);
      }
      return changes;
    },
  };
}

// node-postgres answers bigint and numeric as strings; the schema keeps money in integer cents
// and casts counts to int, so every value arrives as the type the contract wants.
async function openPostgres(
  url: string,
  settings: PoolSettings | undefined,
  pooled: boolean,
  listenUrl = url,
): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: settings?.max ?? 10,
    connectionTimeoutMillis: settings?.waitMs,
    application_name: settings?.applicationName,
    ...(!pooled && {
      // A statement or lock that waits past these fails and frees its connection: one stuck lock
      // held every pooled connection, and a cached read waited 7.5 s for one.
      statement_timeout: settings?.statementTimeoutMs,
      lock_timeout: settings?.lockTimeoutMs,
      idle_in_transaction_session_timeout: settings?.idleInTransactionTimeoutMs,
      // JIT compilation pays off for long analytical queries; a shop's queries take milliseconds,
      // and a misestimated one would spend hundreds compiling.
      options: '-c jit=off',
    }),
  });
  pool.on('error', () => {
    // An idle client's connection dropped; the pool replaces it on the next checkout.
  });
  const changes = new Changes();
  let listener: ReturnType<typeof listenForChanges> | undefined;
  // What the statements run on each connection announced (048_catalog_notify.sql), told to
  // `changes` once they are committed: this process's next request shows its own change, where the
  // notification, on another connection, may arrive a moment after the commit returned.
  const announced = new WeakMap<pg.ClientBase, Set<string>>();
  pool.on('connect', (client) => {
    const topics = new Set<string>();
    announced.set(client, topics);
    client.on('notice', (notice) => {
      const topic = announcedTopic(notice.detail);
      if (topic) topics.add(topic);
    });
  });
  const committed = (client: pg.ClientBase) => {
    const topics = announced.get(client);
    for (const topic of topics ?? []) changes.changed(topic);
    topics?.clear();
  };
  const rolledBack = (client: pg.ClientBase) => announced.get(client)?.clear();
  /** A statement on its own: it commits as it returns. As pool.query, with the client in hand. */
  const alone = async <T>(run: (client: pg.PoolClient) => Promise<T>) => {
    const client = await pool.connect();
    try {
      const result = await run(client);
      committed(client);
      client.release();
      return result;
    } catch (error) {
      rolledBack(client);
      client.release(error as Error);
      throw error;
    }
  };
  try {
    (await pool.connect()).release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(`DATABASE_URL: cannot connect to the PostgreSQL server (${reason})`);
  }
  const nameOf = statementNamer();
  const statement = (text: string, values?: unknown[]) => ({
    name: pooled ? undefined : nameOf(text),
    text,
    values,
  });
  return {
    kind: 'postgres',
    query: (sql, params) =>
      alone(async (client) => (await client.query(statement(sql, params))).rows),
    exec: (sql) => alone(async (client) => void (await client.query(sql))),
    tx: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async (sql, params) => (await client.query(statement(sql, params))).rows,
          exec: async (sql) => void (await client.query(sql)),
        });
        await client.query('COMMIT');
        committed(client);
        return result;
      } catch (error) {
        rolledBack(client);
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: async () => {
      await listener?.close();
      await pool.end();
    },
    changes: () => {
      listener ??= listenForChanges(listenUrl, changes, settings?.applicationName);
      return changes;
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/**
 * Whether a failure is the database being too busy to answer in time (no free connection, a
 * statement or lock past its timeout): the request may succeed when tried again.
 */
export function isDatabaseBusy(error: unknown) {
  const code = (error as { code?: unknown } | undefined)?.code;
  return (
    code === '57014' || // query_canceled: statement_timeout
    code === '55P03' || // lock_not_available: lock_timeout
    (error instanceof Error && error.message === 'timeout exceeded when trying to connect')
  );
}
