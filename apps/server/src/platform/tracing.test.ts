// What an operator's trace collector receives: the real entry point with an OTLP endpoint, posting
// to a receiver of our own that reads the spans as a collector would (OTLP/HTTP, JSON bodies).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { openDb } from './db.ts';
import { countedJob } from './metrics.ts';
import { startTracing, tracedDb } from './tracing.ts';
import { freshDatabase } from '../test/fresh-database.ts';
import { freePort, startServer, waitForHealth } from '../test/server-process.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-tracing-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

interface Value {
  stringValue?: string;
  intValue?: string | number;
}
interface KeyValue {
  key: string;
  value: Value;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: KeyValue[];
}
interface OtlpExport {
  resourceSpans: {
    resource: { attributes: KeyValue[] };
    scopeSpans: { spans: OtlpSpan[] }[];
  }[];
}

const SERVER = 2;
const CLIENT = 3;

const attribute = (attributes: KeyValue[] | undefined, key: string) => {
  const value = attributes?.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

/** An OTLP/HTTP receiver: what it was sent, and where to send it. */
async function startReceiver() {
  const exports: OtlpExport[] = [];
  const paths: string[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk));
    request.on('end', () => {
      paths.push(`${request.method} ${request.url} ${request.headers['content-type']}`);
      exports.push(JSON.parse(body) as OtlpExport);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, exports, paths, close: () => server.close() };
}

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_SPAN = '00f067aa0ba902b7';

it('exports a span per request, its SQL statements within, and the mails sent, on shutdown', async () => {
  const serverUrl = process.env.DATABASE_URL;
  const database = serverUrl ? await freshDatabase(serverUrl, 'atelier_tracing') : undefined;
  const receiver = await startReceiver();
  const port = await freePort();
  const server = startServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
    OTEL_SERVICE_NAME: 'atelier-under-test',
    // No demo catalog: its seeding is slow, and the statements are all this test needs.
    DEMO: '0',
    // Nothing is sent before the shutdown, which must send it all.
    OTEL_BSP_SCHEDULE_DELAY: '600000',
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  try {
    await waitForHealth(port, server.exited, 2400);
    const base = `http://127.0.0.1:${port}`;
    const tree = await fetch(`${base}/api/v1/categories/tree/en`, {
      headers: { traceparent: `00-${TRACE_ID}-${CALLER_SPAN}-01` },
    });
    expect(tree.status).toBe(200);

    // A request with a body (read outside the request's context), and a mail sent after it.
    const email = 'ada.tracing@example.com';
    const post = (url: string, body: object) =>
      fetch(`${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const password = 'first-Secret-481';
    const registered = await post('/api/auth/register', {
      name: 'Ada',
      email,
      password,
      confirmPassword: password,
    });
    expect(registered.status, await registered.text()).toBe(201);
    expect((await post('/api/auth/reset-password', { email })).status).toBe(200);
    const outbox = path.join(dataDir, 'outbox');
    await expect
      .poll(() => (fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0), { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(receiver.exports).toEqual([]);
    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);
  } finally {
    server.child.kill('SIGKILL');
    receiver.close();
    await database?.drop();
  }

  expect(receiver.paths).toContain('POST /v1/traces application/json');
  const spans = receiver.exports.flatMap((e) =>
    e.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)),
  );
  const resource = receiver.exports[0]!.resourceSpans[0]!.resource.attributes;
  expect(attribute(resource, 'service.name')).toBe('atelier-under-test');
  expect(attribute(resource, 'host.name')).toBe(os.hostname());
  expect(attribute(resource, 'process.pid')).toBe(server.child.pid);

  // The request's span continues the caller's trace, named by its route.
  const request = spans.find((s) => s.name === 'GET /api/v1/categories/tree/:languageCode');
  expect(request).toMatchObject({ kind: SERVER, traceId: TRACE_ID, parentSpanId: CALLER_SPAN });
  expect(attribute(request!.attributes, 'http.route')).toBe(
    '/api/v1/categories/tree/:languageCode',
  );
  expect(attribute(request!.attributes, 'http.request.method')).toBe('GET');
  expect(attribute(request!.attributes, 'http.response.status_code')).toBe(200);

  // Its statements are its children: their text without the values, and the rows they answered.
  const statements = spans.filter((s) => s.parentSpanId === request!.spanId);
  expect(statements.length).toBeGreaterThan(0);
  for (const statement of statements) {
    expect(statement).toMatchObject({ kind: CLIENT, traceId: TRACE_ID });
    expect(attribute(statement.attributes, 'db.system')).toBe('postgresql');
    expect(attribute(statement.attributes, 'db.system.name')).toBe('postgresql');
    expect(attribute(statement.attributes, 'db.query.text')).toMatch(/^(select|with)\b/i);
    expect(attribute(statement.attributes, 'db.response.returned_rows')).toBeGreaterThanOrEqual(0);
  }

  // A request with a body keeps its statements too, and no value reaches a span.
  const reset = spans.find((s) => s.name === 'POST /api/auth/reset-password');
  expect(attribute(reset?.attributes, 'http.response.status_code')).toBe(200);
  const resetStatements = spans.filter(
    (s) => s.parentSpanId === reset!.spanId && s.traceId === reset!.traceId,
  );
  expect(resetStatements.map((s) => s.name)).toContain('INSERT');
  // The account looked up by its address: one row.
  expect(
    resetStatements.map((s) => attribute(s.attributes, 'db.response.returned_rows')),
  ).toContain(1);
  expect(JSON.stringify(receiver.exports)).not.toContain('ada.tracing');

  // The mail it caused is sent in a span of its own, with the statement marking it sent.
  const delivery = spans.find((s) => s.name === 'outbox deliver');
  // A trace of its own: whichever process sends it, whenever, not the request's.
  expect(delivery?.parentSpanId || undefined).toBeUndefined();
  expect(delivery?.traceId).not.toBe(reset!.traceId);
  expect(attribute(delivery?.attributes, 'atelier.mail.kind')).toBe('otp');
  const marked = spans.filter((s) => s.parentSpanId === delivery!.spanId);
  expect(marked.map((s) => attribute(s.attributes, 'db.query.text'))).toContainEqual(
    expect.stringMatching(/^update mail_outbox set status = 'sent'/),
  );
}, 240_000);

it('exports a span per background job run, its statements within', async () => {
  const receiver = await startReceiver();
  const app = Fastify();
  const db = await openDb({});
  const traced = tracedDb(db);
  const stop = await startTracing(
    { url: `${receiver.url}/v1/traces`, serviceName: 'atelier' },
    app.log,
  );
  try {
    await countedJob(app, 'order-maintenance', () => traced.query('select 1 as one'));
    // Outside any span (the outbox's idle look for mail), a statement makes no trace of its own.
    await traced.query('select 2 as two');
    await stop();
  } finally {
    receiver.close();
    await db.close();
    await app.close();
  }
  const spans = receiver.exports.flatMap((e) =>
    e.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)),
  );
  const job = spans.find((s) => s.name === 'job order-maintenance');
  expect(attribute(job?.attributes, 'atelier.job')).toBe('order-maintenance');
  expect(spans.filter((s) => s.parentSpanId === job!.spanId).map((s) => s.name)).toEqual([
    'SELECT',
  ]);
  expect(spans).toHaveLength(2);
}, 120_000);
