import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { FileStore } from '../../platform/files.ts';

/** The kinds of file a build's `assets/` holds (apps/web/vite.config.ts). */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.json': 'application/json',
};

/** An asset's name as a build writes it: a name, its hash, one of TYPES. */
const ASSET = /^\/assets\/([\w-]{1,200}\.(js|css|svg|woff2|png|webp|json))$/;

/**
 * Copies this build's assets into the bucket the hosts share, those it lacks: during a rolling
 * deploy a page drawn by a host on the previous build asks a host on the next one for the previous
 * build's scripts, whose hashed names that host's build does not have. Copies beside the scripts
 * (.br, .gz) stay local: the bucket is the fallback, not the way assets are served.
 */
export async function publishAssets(webDist: string, files: FileStore) {
  const dir = path.join(webDist, 'assets');
  const names = (await fs.readdir(dir).catch(() => [])).filter((name) => TYPES[path.extname(name)]);
  for (const name of names) {
    const key = `assets/${name}`;
    if (await files.has(key)) continue;
    await files.put(key, await fs.readFile(path.join(dir, name)), TYPES[path.extname(name)]!);
  }
}

/**
 * Answers an asset this build lacks: from the bucket when the shop has one (another build's,
 * published there), else 404 as plain text kept nowhere, never the app's HTML page, which a
 * browser would try to run as a script.
 */
export async function sendOldAsset(reply: FastifyReply, pathname: string, files: FileStore) {
  const name = ASSET.exec(pathname)?.[1];
  const found = name && files.kind === 'bucket' ? await files.get(`assets/${name}`) : undefined;
  if (!name || !found) {
    return reply.code(404).header('cache-control', 'no-store').type('text/plain').send('Not found');
  }
  return reply
    .type(TYPES[path.extname(name)]!)
    .header('content-length', found.size)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(found.body);
}
