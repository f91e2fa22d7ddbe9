import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((value) => protocols.some((p) => value.startsWith(`${p}:`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    })
    .optional();

const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);

const isAddressOrRange = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  const maxBits = family === 4 ? 32 : 128;
  return (
    family > 0 && !rest.length && (bits === undefined || (/^\d+$/.test(bits) && +bits <= maxBits))
  );
};

/**
 * Which proxies' X-Forwarded-For names the client (per-address limits use it): how many hops, or
 * their addresses and ranges. Unset, the socket's address counts, and the header is not believed.
 */
const TrustProxy = z.preprocess(
  emptyAsUnset,
  z
    .string()
    .transform((value, ctx) => {
      if (/^\d+$/.test(value) && +value > 0) return +value;
      const entries = value.split(',').map((entry) => entry.trim());
      if (entries.every(isAddressOrRange)) return entries;
      ctx.addIssue({
        code: 'custom',
        message: 'must be a number of proxy hops, or proxy addresses and ranges (10.0.0.0/8,::1)',
      });
      return z.NEVER;
    })
    .optional(),
);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(emptyAsUnset, optionalUrl(['postgres', 'postgresql'])),
  DATABASE_DIRECT_URL: z.preprocess(emptyAsUnset, optionalUrl(['postgres', 'postgresql'])),
  PUBLIC_URL: z.preprocess(emptyAsUnset, optionalUrl(['http', 'https'])),
  SMTP_URL: z.preprocess(emptyAsUnset, optionalUrl(['smtp', 'smtps'])),
  MAIL_FROM: z.string().min(3).default('Atelier <no-reply@localhost>'),
  STRIPE_SECRET_KEY: z.preprocess(emptyAsUnset, z.string().startsWith('sk_').optional()),
  STRIPE_PUBLISHABLE_KEY: z.preprocess(emptyAsUnset, z.string().startsWith('pk_').optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess(emptyAsUnset, z.string().startsWith('whsec_').optional()),
  REFERRAL_REWARD: z.coerce.number().min(0).max(100000).default(5),
  UPLOAD_DIR: z.preprocess(emptyAsUnset, z.string().min(1).optional()),
  S3_BUCKET: z.preprocess(emptyAsUnset, z.string().min(3).max(63).optional()),
  S3_ENDPOINT: z.preprocess(emptyAsUnset, optionalUrl(['http', 'https'])),
  S3_REGION: z.preprocess(emptyAsUnset, z.string().min(1).optional()),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUnset, z.string().min(1).optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUnset, z.string().min(1).optional()),
  S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUnset, z.enum(['0', '1', 'true', 'false']).optional()),
  TRUST_PROXY: TrustProxy,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Tests only: private addresses an import may read pictures from (see README).
  IMPORT_ALLOW_PRIVATE_HOSTS: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .transform((value) => value.split(',').map((entry) => entry.trim()))
      .refine((entries) => entries.every(isAddressOrRange), {
        message: 'must be addresses and ranges (127.0.0.1,10.0.0.0/8)',
      })
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  DATABASE_POOL_WAIT_MS: z.coerce.number().int().min(1).max(600_000).default(10_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).max(86_400_000).default(15_000),
  DATABASE_IDLE_TX_TIMEOUT_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  METRICS_PORT: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(65535).optional()),
  // Traces (platform/tracing.ts): OpenTelemetry's own variables, read as its SDKs read them.
  OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess(emptyAsUnset, optionalUrl(['http', 'https'])),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.preprocess(emptyAsUnset, optionalUrl(['http', 'https'])),
  OTEL_SERVICE_NAME: z.preprocess(emptyAsUnset, z.string().min(1).default('atelier')),
  OTEL_SDK_DISABLED: z.preprocess(
    (value) => (typeof value === 'string' ? emptyAsUnset(value.toLowerCase()) : value),
    z.enum(['true', 'false']).optional(),
  ),
  DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(1000),
  NODE_ENV: z.string().optional(),
  DEMO: z.preprocess(emptyAsUnset, z.enum(['0', '1']).optional()),
  // Server processes sharing the port (PostgreSQL only: PGlite's files belong to one process).
  WEB_CONCURRENCY: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(256).default(1)),
});

/**
 * Where spans go, if anywhere: the traces' own endpoint as given, or the general one with the
 * traces' path appended (as the OTLP exporter specification says).
 */
function tracingOf(e: z.infer<typeof EnvSchema>) {
  const base = e.OTEL_EXPORTER_OTLP_ENDPOINT;
  const url =
    e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ??
    (base && `${base.endsWith('/') ? base : `${base}/`}v1/traces`);
  if (!url || e.OTEL_SDK_DISABLED === 'true') return undefined;
  return { url, serviceName: e.OTEL_SERVICE_NAME };
}

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

/** Reads the environment once; a bad value throws a ConfigError naming each variable at fault. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  if (e.DATABASE_DIRECT_URL && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_DIRECT_URL needs DATABASE_URL (the pooler)',
    );
  }
  const stripeKeys = [e.STRIPE_SECRET_KEY, e.STRIPE_PUBLISHABLE_KEY].filter(Boolean).length;
  if (stripeKeys === 1) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be set together',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    // With DATABASE_DIRECT_URL, DATABASE_URL names a pooler in transaction mode (PgBouncer): what
    // needs a session of its own (migrations, the commands) goes to the server directly.
    databasePooled: !!e.DATABASE_DIRECT_URL,
    directDatabaseUrl: e.DATABASE_DIRECT_URL ?? e.DATABASE_URL,
    databasePool: {
      max: e.DATABASE_POOL_SIZE,
      waitMs: e.DATABASE_POOL_WAIT_MS,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: e.DATABASE_LOCK_TIMEOUT_MS,
      idleInTransactionTimeoutMs: e.DATABASE_IDLE_TX_TIMEOUT_MS,
      applicationName: `atelier ${os.hostname()} ${process.pid}`.slice(0, 63),
    },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
        }
      : undefined,
    referralReward: e.REFERRAL_REWARD,
    logLevel: e.LOG_LEVEL,
    webConcurrency: e.WEB_CONCURRENCY,
    trustProxy: e.TRUST_PROXY,
    uploadDir: path.resolve(e.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    bucket: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === '1' || e.S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined,
    outboxDir: path.join(dataDir, 'outbox'),
    importAllowPrivateHosts: e.IMPORT_ALLOW_PRIVATE_HOSTS ?? [],
    drainMs: e.DRAIN_MS,
    metricsPort: e.METRICS_PORT,
    tracing: tracingOf(e),
    // A newcomer's `npm start` opens a shop to look around in; a production host on an empty
    // database is a merchant's real shop, where a demo catalog and owner would be in the way.
    demo: e.DEMO ? e.DEMO === '1' : e.NODE_ENV !== 'production',
  };
}
