import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { versionReader } from './catalog-version.ts';
import type { Db } from './db.ts';

type CacheKind = true | 'sales';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer depends on the catalog alone, never on the caller: it is kept, serialised, under
     * the catalog's version, and browsers revalidate it by its ETag. 'sales': it also shows stock
     * or sales, and is kept under both counters; a function tells for each request.
     */
    catalogCache?: CacheKind | ((request: FastifyRequest) => CacheKind);
  }
  interface FastifyRequest {
    catalogMiss: { key: string; version: bigint; cache: CatalogCache } | null;
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
 * Serves catalog routes (config.catalogCache) from per-process caches of serialised answers: a hit
 * costs at most a share of one read of the catalog's counters, no other SQL and no serialisation.
 * The counters live in the database, bumped by triggers in the same transaction as any change, so
 * every process sharing it sees a change at once. Answers that show sales are kept apart under
 * catalog + sales (a sum that grows whenever either does), so an order leaves the others in place.
 * Every other API answer is marked no-store: it may be someone's.
 */
export function registerCatalogCache(app: FastifyInstance, db: Db) {
  const readVersion = versionReader(db);
  const catalogOnly = new CatalogCache();
  const withSales = new CatalogCache();
  app.decorateRequest('catalogMiss', null);

  app.addHook('preHandler', async (request, reply) => {
    const config = request.routeOptions.config.catalogCache;
    if (!config) return;
    const kind = typeof config === 'function' ? config(request) : config;
    const { catalog, sales } = await readVersion();
    const [cache, version] =
      kind === 'sales' ? [withSales, catalog + sales] : [catalogOnly, catalog];
    const key = JSON.stringify([
      request.method === 'HEAD' ? 'GET' : request.method,
      request.routeOptions.url,
      request.params,
      request.query,
      request.body,
    ]);
    const hit = cache.get(key, version);
    if (!hit) {
      request.catalogMiss = { key, version, cache };
      return;
    }
    headers(reply, hit.etag);
    if (notModified(request, hit.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(hit.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const miss = request.catalogMiss;
    if (miss && reply.statusCode === 200 && typeof payload === 'string') {
      const { etag } = miss.cache.set(miss.key, miss.version, payload);
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
