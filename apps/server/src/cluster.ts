// WEB_CONCURRENCY server processes on one port (node:cluster): the primary only supervises. It
// replaces a process that dies, and on SIGHUP replaces them one at a time (a rolling restart).
import cluster, { type Worker } from 'node:cluster';
import { once } from 'node:events';
import { pino, type Logger } from 'pino';
import { migrate } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { ConfigError, loadConfig, type Config } from './platform/config.ts';
import { openDb } from './platform/db.ts';
import { serveMetrics } from './platform/metrics.ts';
import { serve } from './serve.ts';

/** A process that dies sooner than this after its start counts towards the crash-loop backoff. */
const QUICK_DEATH_MS = 10_000;
const MAX_BACKOFF_MS = 30_000;

/** Starts Atelier: one server process, or WEB_CONCURRENCY of them on a PostgreSQL server. */
export async function run() {
  if (cluster.isWorker) return serve();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  if (config.webConcurrency === 1) return serve();
  const log = pino({ level: config.logLevel });
  if (!config.databaseUrl) {
    log.warn(
      `WEB_CONCURRENCY=${config.webConcurrency} ignored: PGlite's files belong to one process, ` +
        'so the server runs as one (set DATABASE_URL to a PostgreSQL server for several)',
    );
    return serve();
  }
  await prepareDatabase(config, log);
  if (config.metricsPort) serveMetrics(config.metricsPort, config.host);
  supervise(config.webConcurrency, log);
}

/** Migrates and seeds once, before the processes start: they would race to create the tables. */
async function prepareDatabase(config: Config, log: Logger) {
  try {
    const db = await openDb({ databaseUrl: config.directDatabaseUrl, dataDir: config.dataDir });
    try {
      const applied = await migrate(db);
      if (applied.length) log.info({ applied }, 'migrations applied');
      const seeded = config.demo ? await seedIfEmpty(db) : undefined;
      if (seeded) log.info(seeded, 'demo catalog created');
    } finally {
      await db.close();
    }
  } catch (error) {
    console.error('Atelier could not start:', error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

function supervise(count: number, log: Logger) {
  // Each process accepts its own connections from the shared socket (SCHED_NONE). node:cluster's
  // default, round robin, has the supervisor accept every connection and hand it over; one handed
  // to a process that hangs or dies before taking it is never answered nor closed (cluster.test.ts).
  // Here a process that dies loses only the connections it had accepted, and one that hangs takes
  // no new ones. The cost: the kernel spreads the work a little less evenly (41-59 % a process
  // over 5 s of load, against round robin's 45-55 %), for the same throughput.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  const live = new Set<Worker>();
  const retiring = new Set<Worker>();
  let stopping = false;
  let rolling = false;
  let servedOnce = false;
  let quickDeaths = 0;

  /** A spare (started by a rolling restart) is not replaced if it dies before it listens. */
  const fork = (spare = false) => {
    const worker = cluster.fork();
    const started = Date.now();
    let replace = !spare;
    live.add(worker);
    worker.once('listening', () => {
      servedOnce = true;
      replace = true;
    });
    worker.once('exit', (code, signal) => {
      live.delete(worker);
      if (stopping) {
        if (!live.size) process.exit(process.exitCode ?? 0);
        return;
      }
      if (retiring.delete(worker) || !replace) return;
      if (!servedOnce) {
        log.fatal({ code, signal }, 'a server process could not start: stopping');
        return stop('start failed', 1);
      }
      quickDeaths = Date.now() - started < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
      const delay = quickDeaths ? Math.min(MAX_BACKOFF_MS, 500 * 2 ** (quickDeaths - 1)) : 0;
      log.error(
        { worker: worker.process.pid, code, signal, delay },
        'server process died: replacing it',
      );
      setTimeout(() => stopping || fork(), delay);
    });
    return worker;
  };

  const stop = (reason: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    process.exitCode = exitCode;
    log.info({ reason }, 'shutting down: each server process finishes its requests in flight');
    for (const worker of live) worker.process.kill('SIGTERM');
    if (!live.size) process.exit(exitCode);
  };

  // Each old process goes only once its replacement listens, and finishes what it was answering.
  const roll = async () => {
    if (rolling || stopping) return log.warn('a rolling restart is already under way');
    rolling = true;
    log.info({ processes: live.size }, 'rolling restart');
    for (const old of [...live]) {
      if (stopping) break;
      if (old.isDead()) continue;
      const fresh = fork(true);
      await Promise.race([once(fresh, 'listening'), once(fresh, 'exit')]);
      if (fresh.isDead()) {
        log.error(
          'rolling restart stopped: a new server process did not start; the old ones serve on',
        );
        break;
      }
      retiring.add(old);
      old.process.kill('SIGTERM');
      if (!old.isDead()) await once(old, 'exit');
    }
    rolling = false;
    if (!stopping) log.info({ processes: live.size }, 'rolling restart done');
  };

  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGHUP', () => void roll());
  for (let i = 0; i < count; i++) fork();
  log.info({ processes: count }, 'server processes starting');
}
