import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Queryable } from './db.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer depends on the catalog alone, never on the caller: it is kept, serialised, under
     * the catalog's version, and browsers revalidate it by its ETag.
     */
    catalogCache?: boolean;
  }
  interface FastifyRequest {
    catalogMiss: { key: string; version: bigint } | null;
  }
}

interface Entry {
  body: string;
  etag: string;
}

/**
 * At most `maxEntries` answers and `maxBytes` of them (string length, close to their memory), all
 * of one catalog version; the least recently used go first.
 */
export class CatalogCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private version = 0n;

  constructor(
    readonly maxEntries = 5000,
    readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  get size() {
    return this.entries.size;
  }

  get(key: string, version: bigint): Entry | undefined {
    this.observe(version);
    if (version !== this.version) return undefined;
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** Keeps an answer computed after reading `version`; one of an older version is not kept. */
  set(key: string, version: bigint, body: string): Entry {
    const entry = { body, etag: etagOf(body) };
    this.observe(version);
    if (version !== this.version || body.length > this.maxBytes) return entry;
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += body.length;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
    return entry;
  }

  /** Versions only grow: once a newer one is seen, every entry kept is stale for good. */
  private observe(version: bigint) {
    if (version <= this.version) return;
    this.version = version;
    this.entries.clear();
    this.bytes = 0;
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.body.length;
    this.entries.delete(key);
  }
}

const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

export async function catalogVersion(db: Queryable): Promise<bigint> {
  const [row] = await db.query<{ version: string }>(
    'select version::text as version from catalog_version',
  );
  return BigInt(row!.version);
}

/**
 * The catalog version for a request: a read that began after the request arrived, so a change
 * committed by any process before it is seen. Reads are shared where that stays true:
 * - on PostgreSQL, requests arriving while a read is under way wait for the next one, which starts
 *   when that read ends and serves them all: one read in flight, however many requests wait;
 * - on PGlite, whose data changes only through this process's statements (Db.ticks), a version read
 *   while nothing else ran stays true until another statement starts, and requests arriving while a
 *   read is under way, with nothing else started since, share it.
 */
export function versionReader(db: Db) {
  return db.ticks ? sharedWhileIdle(db, db.ticks) : oneInFlight(() => catalogVersion(db));
}

export function oneInFlight(read: () => Promise<bigint>) {
  let running: Promise<bigint> | undefined;
  let next: Promise<bigint> | undefined;
  const start = () => {
    const promise = read().finally(() => {
      if (running === promise) running = undefined;
    });
    running = promise;
    return promise;
  };
  return (): Promise<bigint> => {
    if (!running) return start();
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}

function sharedWhileIdle(db: Db, ticks: () => number) {
  let known: { version: bigint; ticks: number } | undefined;
  let pending: { promise: Promise<bigint>; ticks: number } | undefined;
  return (): Promise<bigint> => {
    const now = ticks();
    if (known?.ticks === now) return Promise.resolve(known.version);
    if (pending?.ticks === now) return pending.promise;
    const promise = catalogVersion(db).then((version) => {
      // Only this read's own start and end moved the count: nothing else overlapped it.
      if (ticks() === now + 2) known = { version, ticks: now + 2 };
      return version;
    });
    pending = { promise, ticks: now + 1 };
    return promise;
  };
}

const PUBLIC = 'public, max-age=0, must-revalidate';

/** GET and HEAD answers may be kept by browsers and revalidated; a POST answer may not. */
const revalidated = (request: FastifyRequest) =>
  request.method === 'GET' || request.method === 'HEAD';

function notModified(request: FastifyRequest, etag: string) {
  const given = request.headers['if-none-match'];
  if (!given || !revalidated(request)) return false;
  return given
    .split(',')
    .some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag);
}

function headers(reply: FastifyReply, etag: string) {
  if (revalidated(reply.request)) reply.header('etag', etag).header('cache-control', PUBLIC);
  else reply.header('cache-control', 'no-store');
}

/**
 * Serves catalog routes (config.catalogCache) from a per-process cache of serialised answers: a hit
 * costs at most a share of one read of the catalog version, no other SQL and no serialisation. The version
 * lives in the database, bumped by triggers in the same transaction as any change, so every process
 * sharing it sees a change at once. Every other API answer is marked no-store: it may be someone's.
 */
export function registerCatalogCache(app: FastifyInstance, db: Db, cache = new CatalogCache()) {
  const readVersion = versionReader(db);
  app.decorateRequest('catalogMiss', null);

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.catalogCache) return;
    const version = await readVersion();
    const key = JSON.stringify([
      request.method === 'HEAD' ? 'GET' : request.method,
      request.routeOptions.url,
      request.params,
      request.query,
      request.body,
    ]);
    const hit = cache.get(key, version);
    if (!hit) {
      request.catalogMiss = { key, version };
      return;
    }
    headers(reply, hit.etag);
    if (notModified(request, hit.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(hit.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const miss = request.catalogMiss;
    if (miss && reply.statusCode === 200 && typeof payload === 'string') {
      const { etag } = cache.set(miss.key, miss.version, payload);
      headers(reply, etag);
      if (notModified(request, etag)) {
        reply.code(304).removeHeader('content-type');
        return null;
      }
    } else if (!reply.hasHeader('cache-control') && request.url.startsWith('/api/')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
