import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { versionReader, type CatalogVersions } from './catalog-version.ts';
import type { Db } from './db.ts';
import { cacheHits, cacheMisses } from './metrics.ts';

type CacheKind = true | 'sales';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer depends on the catalog alone, never on the caller: it is kept, serialised, under
     * the catalog's version, and browsers revalidate it by its ETag. 'sales': it also shows stock
     * or sales, and is kept under both counters; a function tells for each request, from its
     * input as sent (a kept answer is found before the input is validated).
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
  /** The body gzipped, once it is; answers under GZIP_FROM never are. */
  gzipped?: Buffer;
  gzipping?: boolean;
}

/**
 * Smaller answers stay plain: gzip saves little on them. Only gzip: brotli as cheap (quality 5)
 * made listings 5 to 8 % smaller still, and at its best (11) took 2 to 13 ms an answer, too much
 * for product pages, which mostly miss the cache on a large catalog.
 */
const GZIP_FROM = 1024;

const sizeOf = (entry: Entry) => entry.body.length + (entry.gzipped?.length ?? 0);

/**
 * At most `maxEntries` answers and `maxBytes` of them (string length plus gzipped bytes, close to
 * their memory), all of one catalog version; the least recently used go first.
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
    const entry: Entry = { body, etag: etagOf(body) };
    this.observe(version);
    if (version !== this.version || body.length > this.maxBytes) return entry;
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += body.length;
    this.evict();
    return entry;
  }

  /**
   * A kept answer gzipped, for a client that takes gzip. It is gzipped once, off the event loop,
   * when first asked for so after being kept (until then it goes plain): an answer never asked for
   * again is never gzipped. On a large catalog most product pages are asked for once, and gzipping
   * each as it was kept took a quarter of the server's time under load.
   */
  gzipped(key: string, entry: Entry): Buffer | undefined {
    if (entry.gzipped || entry.gzipping || entry.body.length < GZIP_FROM) return entry.gzipped;
    entry.gzipping = true;
    zlib.gzip(entry.body, (error, gzipped) => {
      // Not kept when it failed or the entry went meanwhile.
      if (error || this.entries.get(key) !== entry) return;
      entry.gzipped = gzipped;
      this.bytes += gzipped.length;
      this.evict();
    });
    return undefined;
  }

  private evict() {
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
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
    this.bytes -= sizeOf(entry);
    this.entries.delete(key);
  }
}

const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * An answer that is the same for everyone at its address: a browser asks again each time (max-age=0;
 * the shop's client asks with its ETag, and gets a 304 while it holds), a CDN keeps it a minute
 * (s-maxage) and then serves it up to five more while it fetches the new one in the background
 * (stale-while-revalidate): behind a CDN a change reaches shoppers within a minute or so.
 */
export const PUBLIC_ANSWER = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** An answer no cache may keep, a browser's or a CDN's: one shopper's own, or one their cookie chose. */
export const NO_STORE = 'private, no-store';
const JSON_TYPE = 'application/json; charset=utf-8';

/** GET and HEAD answers may be kept by browsers and revalidated; a POST answer may not. */
const revalidated = (request: FastifyRequest) =>
  request.method === 'GET' || request.method === 'HEAD';

/** Whether the client holds the answer tagged `etag` already (If-None-Match, compared weakly). */
export function notModified(request: FastifyRequest, etag: string) {
  const given = request.headers['if-none-match'];
  if (!given || !revalidated(request)) return false;
  return given
    .split(',')
    .some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag);
}

/**
 * A public answer's headers. It varies by compression alone, never by cookie: a kept answer is
 * sent gzipped to those who take it, once it is gzipped.
 */
export function headers(reply: FastifyReply, etag: string) {
  reply.header('vary', 'accept-encoding');
  if (revalidated(reply.request)) reply.header('etag', etag).header('cache-control', PUBLIC_ANSWER);
  else reply.header('cache-control', 'no-store');
}

/** Whether Accept-Encoding takes gzip: named (or `*` when it is not) without q=0. */
export function takesGzip(request: FastifyRequest) {
  let gzip: boolean | undefined;
  let any = false;
  for (const part of (request.headers['accept-encoding'] ?? '').split(',')) {
    const [coding = '', ...params] = part.split(';').map((token) => token.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const taken = q === undefined || Number(q.slice(2)) > 0;
    if (coding === 'gzip' || coding === 'x-gzip') gzip = taken;
    else if (coding === '*') any = taken;
  }
  return gzip ?? any;
}

/**
 * A request's input as sent, as a cache key. It walks untrusted input, so it never throws: a
 * body nested deep enough to overflow the stack, or one stringify refuses, has no key.
 */
function keyOf(request: FastifyRequest): string | undefined {
  try {
    return JSON.stringify([
      request.method === 'HEAD' ? 'GET' : request.method,
      request.routeOptions.url,
      request.params,
      request.query,
      request.body,
    ]);
  } catch {
    return undefined;
  }
}

/**
 * Serves catalog routes (config.catalogCache) from per-process caches of serialised answers: a hit
 * costs no SQL and no serialisation. They are kept under the catalog's versions (platform/
 * catalog-version.ts), which move as this process hears of a change: its own at once, another
 * process's by the notification PostgreSQL sends at its commit. Answers that show sales are kept
 * apart under catalog + sales (a sum that grows whenever either does), so an order leaves the
 * others in place. Every other API answer is marked no-store: it may be someone's.
 */
export function registerCatalogCache(app: FastifyInstance, db: Db, clock?: () => Date) {
  const readVersion = versionReader(db, clock);
  const catalogOnly = new CatalogCache();
  const withSales = new CatalogCache();
  app.decorateRequest('catalogMiss', null);

  // Before validation: an answer is kept under its request's input as sent, which only a valid
  // request's can be, so a kept answer skips the schema. A hook with a callback, not an async one:
  // an async hook that answers returns the reply, and awaiting that thenable hangs a listener on
  // the response's stream (7 % of a kept answer's time).
  app.addHook('preValidation', (request, reply, done) => {
    const config = request.routeOptions.config.catalogCache;
    if (!config) return done();
    const kind = typeof config === 'function' ? config(request) : config;
    const answer = ({ catalog, sales }: CatalogVersions) => {
      const [cache, version] =
        kind === 'sales' ? [withSales, catalog + sales] : [catalogOnly, catalog];
      const key = keyOf(request);
      // Input too strange to name (the JSON parser already refuses deep bodies): not cached.
      if (key === undefined) return done();
      const hit = cache.get(key, version);
      (hit ? cacheHits : cacheMisses).inc();
      if (!hit) {
        request.catalogMiss = { key, version, cache };
        return done();
      }
      const gzipped = takesGzip(request) ? cache.gzipped(key, hit) : undefined;
      // The gzipped bytes are another representation of the same answer: a weak ETag says so, and
      // If-None-Match compares weakly, so a browser holding either form revalidates it.
      headers(reply, gzipped ? `W/${hit.etag}` : hit.etag);
      if (notModified(request, hit.etag)) reply.code(304).send();
      else if (gzipped) reply.type(JSON_TYPE).header('content-encoding', 'gzip').send(gzipped);
      else reply.type(JSON_TYPE).send(hit.body);
    };
    // A throw in `answer` is answered as any error (it would otherwise escape the hook).
    const failed = (error: Error) => reply.send(error);
    const versions = readVersion();
    if (versions instanceof Promise) versions.then(answer, done).catch(failed);
    else {
      try {
        answer(versions);
      } catch (error) {
        failed(error as Error);
      }
    }
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const miss = request.catalogMiss;
    if (miss && reply.statusCode === 200 && typeof payload === 'string') {
      const { etag } = miss.cache.set(miss.key, miss.version, payload);
      headers(reply, etag);
      if (notModified(request, etag)) {
        reply.code(304).removeHeader('content-type');
        return done(null, null);
      }
    } else if (!reply.hasHeader('cache-control') && request.url.startsWith('/api/')) {
      reply.header('cache-control', 'no-store');
    }
    done();
  });
}
