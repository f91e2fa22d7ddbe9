// Traces over OTLP (issue 31): a span for each HTTP request, each SQL statement it runs, each mail
// the outbox sends and each background job run, exported when OTEL_EXPORTER_OTLP_ENDPOINT is set.
//
// The spans are made here, in our own hooks (Fastify's, the database wrapper's), rather than by
// OpenTelemetry's auto-instrumentation packages: those patch modules as they load, which under ESM
// needs a loader hook registered before the app's first import (tsx already is one), they cover
// neither PGlite nor our outbox, and they name what they see (raw URLs, statement values) where the
// route and the parameterised text are what we want to show. Our hooks know the route pattern and
// the statement text, and cost nothing when tracing is off: they are not installed at all.
import {
  context,
  diag,
  DiagLogLevel,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
} from '@opentelemetry/api';
import {
  ATTR_DB_OPERATION_NAME,
  ATTR_DB_QUERY_TEXT,
  ATTR_DB_SYSTEM_NAME,
  ATTR_ERROR_TYPE,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_SERVICE_NAME,
  ATTR_SERVICE_VERSION,
  ATTR_URL_SCHEME,
  DB_SYSTEM_NAME_VALUE_POSTGRESQL,
} from '@opentelemetry/semantic-conventions';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, Queryable } from './db.ts';
import { VERSION } from './version.ts';

/** Incubating conventions, copied as their package advises rather than imported from it. */
const ATTR_DB_SYSTEM = 'db.system';
const ATTR_DB_RESPONSE_RETURNED_ROWS = 'db.response.returned_rows';

/** Before startTracing registers a provider, and in a process without one, it makes no spans. */
const tracer = trace.getTracer('atelier', VERSION);

export interface TracingSettings {
  /** Where spans are posted (OTLP/HTTP with JSON bodies). */
  url: string;
  serviceName: string;
}

/**
 * Starts the tracing SDK: spans are batched and posted to `settings.url`; the answer flushes what
 * is left and stops. The SDK is loaded here only, so a server without tracing never loads it.
 */
export async function startTracing(settings: TracingSettings, log: FastifyBaseLogger) {
  const [{ NodeTracerProvider }, { BatchSpanProcessor }, { OTLPTraceExporter }, resources] =
    await Promise.all([
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/sdk-trace-base'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
    ]);
  // The SDK reports a failed export through diag, silent unless given a logger.
  diag.setLogger(
    {
      error: (message) => log.error({ otel: true }, message),
      warn: (message) => log.warn({ otel: true }, message),
      info: () => {},
      debug: () => {},
      verbose: () => {},
    },
    DiagLogLevel.WARN,
  );
  const detected = resources.detectResources({
    // envDetector: OTEL_RESOURCE_ATTRIBUTES; host and process: which machine and process it was.
    detectors: [resources.envDetector, resources.hostDetector, resources.processDetector],
  });
  const resource = resources
    .defaultResource()
    .merge(detected)
    .merge(
      resources.resourceFromAttributes({
        [ATTR_SERVICE_NAME]: settings.serviceName,
        [ATTR_SERVICE_VERSION]: VERSION,
      }),
    );
  const provider = new NodeTracerProvider({
    resource,
    // The batch's size and delay follow OTEL_BSP_*; OTEL_EXPORTER_OTLP_HEADERS adds headers.
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: settings.url }))],
  });
  // Context in AsyncLocalStorage, and W3C traceparent as the propagator.
  provider.register();
  // A collector out of reach loses these spans, and never the process its clean exit.
  return () =>
    provider
      .shutdown()
      .catch((error: unknown) => log.warn({ err: error }, 'traces not sent at shutdown'));
}

/** `run`, to be called back later outside the trace of whatever scheduled it. */
export const outsideTraces =
  <A extends unknown[]>(run: (...args: A) => void) =>
  (...args: A) =>
    context.with(ROOT_CONTEXT, run, undefined, ...args);

/** Runs `work` in a span of its own, ended when it settles (marked failed if it throws). */
export function inSpan<T>(
  name: string,
  attributes: Attributes,
  work: (span: Span) => Promise<T>,
  kind = SpanKind.INTERNAL,
): Promise<T> {
  return tracer.startActiveSpan(name, { kind, attributes }, (span) =>
    work(span).then(
      (result) => {
        span.end();
        return result;
      },
      (error: unknown) => {
        failed(span, error);
        span.end();
        throw error;
      },
    ),
  );
}

/**
 * Marks a span failed by the error's kind (its code or class) only: messages may quote a
 * statement's values or a mail's address, which the traces, like the log, keep out.
 */
export function failed(span: Span, error: unknown) {
  const code = (error as { code?: unknown } | undefined)?.code;
  const type =
    typeof code === 'string' ? code : error instanceof Error ? error.constructor.name : 'error';
  span.setAttribute(ATTR_ERROR_TYPE, type);
  span.setStatus({ code: SpanStatusCode.ERROR, message: type });
}

/**
 * A span for each request, named by its route pattern (never the address asked: it may name a
 * person), continuing the trace of an incoming `traceparent`. What runs for the request runs in
 * the span's context, so its statements become its children.
 */
export function registerTracing(app: FastifyInstance) {
  const active = new WeakMap<FastifyRequest, Context>();
  app.addHook('onRequest', (request, _reply, done) => {
    const parent = propagation.extract(ROOT_CONTEXT, request.headers);
    const route = request.routeOptions.url;
    const span = tracer.startSpan(
      route ? `${request.method} ${route}` : request.method,
      {
        kind: SpanKind.SERVER,
        attributes: {
          [ATTR_HTTP_REQUEST_METHOD]: request.method,
          [ATTR_URL_SCHEME]: request.protocol,
          ...(route && { [ATTR_HTTP_ROUTE]: route }),
        },
      },
      parent,
    );
    const ctx = trace.setSpan(parent, span);
    active.set(request, ctx);
    context.with(ctx, done);
  });
  // A body is read in the socket's callbacks, outside the context entered above: the hooks and
  // handler that follow it run in the request's context again from here.
  app.addHook('preValidation', (request, _reply, done) => {
    const ctx = active.get(request);
    if (ctx) context.with(ctx, done);
    else done();
  });
  const end = (request: FastifyRequest, status?: number) => {
    const span = trace.getSpan(active.get(request) ?? ROOT_CONTEXT);
    active.delete(request);
    if (!span) return;
    if (status === undefined) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: 'aborted' });
    } else {
      span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
      if (status >= 500) {
        span.setAttribute(ATTR_ERROR_TYPE, String(status));
        span.setStatus({ code: SpanStatusCode.ERROR });
      }
    }
    span.end();
  };
  app.addHook('onResponse', (request, reply, done) => {
    end(request, reply.statusCode);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    end(request);
    done();
  });
}

const operationOf = (sql: string) =>
  /^\s*(?:\/\*.*?\*\/\s*)*(\w+)/s.exec(sql)?.[1]?.toUpperCase() ?? 'SQL';

/**
 * A statement's span: its text as written, with `$1` where the values go (never the values), and
 * the rows it answered. Only within another span (a request, a mail, a job): the outbox looks for
 * mail every second, and a trace of its own for each look would bury the requests'.
 */
function statementSpan<T>(sql: string, run: () => Promise<T[]>): Promise<T[]>;
function statementSpan(sql: string, run: () => Promise<void>): Promise<void>;
function statementSpan<T>(sql: string, run: () => Promise<T[] | void>) {
  // isRecording: not after that span ended (a timer it left behind may still carry its context).
  if (!trace.getSpan(context.active())?.isRecording()) return run();
  const operation = operationOf(sql);
  return inSpan(
    operation,
    {
      [ATTR_DB_SYSTEM_NAME]: DB_SYSTEM_NAME_VALUE_POSTGRESQL,
      [ATTR_DB_SYSTEM]: DB_SYSTEM_NAME_VALUE_POSTGRESQL,
      [ATTR_DB_OPERATION_NAME]: operation,
      [ATTR_DB_QUERY_TEXT]: sql.trim(),
    },
    async (span) => {
      const rows = await run();
      if (rows) span.setAttribute(ATTR_DB_RESPONSE_RETURNED_ROWS, rows.length);
      return rows;
    },
    SpanKind.CLIENT,
  );
}

function tracedQueries<Q extends Queryable>(q: Q): Q {
  return {
    ...q,
    query: <T>(sql: string, params?: unknown[]) =>
      statementSpan(sql, () => q.query<T>(sql, params)),
    exec: (sql: string) => statementSpan(sql, () => q.exec(sql)),
  };
}

/** `db` with a span for each statement, in transactions too; PGlite and PostgreSQL alike. */
export function tracedDb(db: Db): Db {
  return { ...tracedQueries(db), tx: (work) => db.tx((q) => work(tracedQueries(q))) };
}
