import cluster from 'node:cluster';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import {
  AggregatorRegistry,
  Counter,
  Gauge,
  Histogram,
  collectDefaultMetrics,
  register,
} from 'prom-client';
import type { Db } from './db.ts';
import { inSpan } from './tracing.ts';

// Each process counts in prom-client's global registry; with several processes the supervisor
// answers the scrape with their sum (AggregatorRegistry asks each over the cluster's channel), so
// one address serves the host whichever process would have taken the connection.

const requests = new Counter({
  name: 'atelier_http_requests_total',
  help: 'Answers sent, by method, route (its pattern, never the address asked) and status',
  labelNames: ['method', 'route', 'status'],
});

const latency = new Histogram({
  name: 'atelier_http_request_duration_seconds',
  help: 'Time from a request to its answer, by method and route',
  labelNames: ['method', 'route'],
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

const cacheLookups = new Counter({
  name: 'atelier_catalog_cache_lookups_total',
  help: 'Catalog answers asked of the cache, by result (hit or miss)',
  labelNames: ['result'],
});
/**
 * Bound once: a cached answer costs tens of microseconds, and counting it by its labels hashed them
 * on every answer.
 */
export const cacheHits = cacheLookups.labels('hit');
export const cacheMisses = cacheLookups.labels('miss');

const jobsRun = new Counter({
  name: 'atelier_jobs_run_total',
  help: 'Background job runs (order expiry, plan renewals), by job and outcome',
  labelNames: ['job', 'outcome'],
});

/** The databases of this process's apps: one in a server, several in a test process. */
const databases = new Set<Db>();

new Gauge({
  name: 'atelier_db_pool_connections',
  help: 'PostgreSQL connections of this process, by state (in_use, idle, waiting: requests queued for one)',
  labelNames: ['state'],
  collect() {
    const sum = { in_use: 0, idle: 0, waiting: 0 };
    for (const db of databases) {
      const stats = db.poolStats?.();
      if (!stats) continue;
      sum.in_use += stats.total - stats.idle;
      sum.idle += stats.idle;
      sum.waiting += stats.waiting;
    }
    for (const [state, count] of Object.entries(sum)) this.set({ state }, count);
  },
});

/** Mails waiting to be sent and how long the oldest has waited: the same for every process. */
const OUTBOX = `select count(*)::int as backlog,
    coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as age
  from mail_outbox where status = 'pending'`;

const outboxBacklog = new Gauge({
  name: 'atelier_outbox_backlog',
  help: 'Mails in the outbox not sent yet',
  aggregator: 'max',
});

new Gauge({
  name: 'atelier_outbox_oldest_age_seconds',
  help: 'How long the oldest mail not sent yet has waited',
  aggregator: 'max',
  async collect() {
    const [db] = databases;
    if (!db) return;
    const [row] = await db.query<{ backlog: number; age: number }>(OUTBOX);
    outboxBacklog.set(row?.backlog ?? 0);
    this.set(row?.age ?? 0);
  },
});

/** Counts every answer of `app`, and reads its database's pool and outbox at each scrape. */
export function registerMetrics(app: FastifyInstance, db: Db) {
  databases.add(db);
  app.addHook('onClose', (_app, done) => {
    databases.delete(db);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    // Unrouted requests (404s) share one label: their addresses are anyone's to invent.
    const route = request.routeOptions.url ?? 'unrouted';
    requests.inc({ method: request.method, route, status: reply.statusCode });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });
}

/** Runs `work` as a background job, counted by its outcome; a failure is logged, never thrown. */
export async function countedJob(app: FastifyInstance, job: string, work: () => Promise<unknown>) {
  try {
    // A span for each run, its statements within (no-op while tracing is off).
    await inSpan(`job ${job}`, { 'atelier.job': job }, work);
    jobsRun.inc({ job, outcome: 'ok' });
  } catch (error) {
    jobsRun.inc({ job, outcome: 'failed' });
    app.log.error({ err: error, job }, 'background job failed');
  }
}

const ASK = 'atelier:metrics?';
const ANSWER = 'atelier:metrics';
const ASK_MS = 5000;

type WorkerMetrics = Awaited<ReturnType<typeof register.getMetricsAsJSON>>;

/**
 * The sum of the processes' metrics, asked of those listening: prom-client's own clusterMetrics
 * asks every forked process, and one still loading its code (a rolling restart, a replacement)
 * cannot answer yet, which failed the whole scrape after its timeout.
 */
async function listeningProcessesMetrics(listening: Set<number>) {
  const workers = Object.values(cluster.workers ?? {}).filter(
    (worker): worker is NonNullable<typeof worker> => !!worker && listening.has(worker.id),
  );
  const answers = await Promise.all(
    workers.map(
      (worker) =>
        new Promise<WorkerMetrics | undefined>((resolve) => {
          const timer = setTimeout(done, ASK_MS);
          function done(metrics?: WorkerMetrics) {
            clearTimeout(timer);
            worker.off('message', onMessage);
            resolve(metrics);
          }
          function onMessage(message: { type?: string; metrics?: WorkerMetrics }) {
            if (message?.type === ANSWER) done(message.metrics);
          }
          worker.on('message', onMessage);
          worker.send({ type: ASK });
        }),
    ),
  );
  return AggregatorRegistry.aggregate(answers.filter((a) => a !== undefined)).metrics();
}

/**
 * Serves GET /metrics in Prometheus's text format on a port of its own, kept off the shop's port so
 * it is reachable only where the operator opens it. With several processes, the supervisor serves
 * it with their sum, and each process answers the supervisor's asking.
 */
export function serveMetrics(port: number, host: string) {
  // The process's own: event-loop lag, memory, CPU, handles (kept off when metrics are).
  collectDefaultMetrics();
  if (cluster.isWorker) {
    process.on('message', (message: { type?: string }) => {
      if (message?.type !== ASK) return;
      void register.getMetricsAsJSON().then((metrics) => process.send?.({ type: ANSWER, metrics }));
    });
    return;
  }
  const listening = new Set<number>();
  cluster.on('listening', (worker) => listening.add(worker.id));
  cluster.on('exit', (worker) => listening.delete(worker.id));
  const read = () =>
    cluster.isPrimary && listening.size ? listeningProcessesMetrics(listening) : register.metrics();
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    read().then(
      (text) => response.writeHead(200, { 'content-type': register.contentType }).end(text),
      (error: Error) => response.writeHead(503).end(error.message),
    );
  });
  server.listen(port, host);
}
