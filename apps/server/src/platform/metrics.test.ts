// What an operator's Prometheus scrapes: the real entry point with METRICS_PORT, one process on
// PGlite, two on a PostgreSQL server (the supervisor answering for both).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freshDatabase } from '../test/fresh-database.ts';
import { freePort, startServer, waitForHealth } from '../test/server-process.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-metrics-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** A sample's value in Prometheus's text format, found by its name and labels as written. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

it('serves requests, latency, the cache, the pool, the outbox and the event loop on its own port', async () => {
  const serverUrl = process.env.DATABASE_URL;
  const database = serverUrl ? await freshDatabase(serverUrl, 'atelier_metrics') : undefined;
  const [port, metricsPort] = [await freePort(), await freePort()];
  const server = startServer({
    PORT: String(port),
    METRICS_PORT: String(metricsPort),
    DATA_DIR: dataDir,
    ...(database ? { DATABASE_URL: database.url, WEB_CONCURRENCY: '2' } : {}),
  });
  try {
    await waitForHealth(port, server.exited);
    const tree = `http://127.0.0.1:${port}/api/v1/categories/tree/en`;
    for (let i = 0; i < 6; i++) expect((await fetch(tree)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/api/v1/nowhere?email=a@b.c`)).status).toBe(404);

    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    const text = await res.text();
    expect(res.status, text).toBe(200);

    const route = 'route="/api/v1/categories/tree/:languageCode"';
    expect(sample(text, `atelier_http_requests_total{method="GET",${route},status="200"}`)).toBe(6);
    expect(sample(text, `atelier_http_request_duration_seconds_count{method="GET",${route}}`)).toBe(
      6,
    );
    // The address asked never becomes a label: an unrouted one is counted as such.
    expect(text).not.toContain('nowhere');
    expect(
      sample(text, 'atelier_http_requests_total{method="GET",route="unrouted",status="404"}'),
    ).toBe(1);
    const hits = sample(text, 'atelier_catalog_cache_lookups_total{result="hit"}') ?? 0;
    const misses = sample(text, 'atelier_catalog_cache_lookups_total{result="miss"}') ?? 0;
    expect(hits + misses).toBe(6);
    expect(hits).toBeGreaterThanOrEqual(database ? 4 : 5);
    expect(sample(text, 'atelier_outbox_backlog')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'atelier_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    // Not on the shop's port: only where the operator opens the other (asked last: its 404 counts).
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404);
    if (database) {
      expect(sample(text, 'atelier_db_pool_connections{state="idle"}')).toBeGreaterThan(0);
      expect(sample(text, 'atelier_db_pool_connections{state="waiting"}')).toBe(0);
    }
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await database?.drop();
  }
}, 240_000);
