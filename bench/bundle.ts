// JavaScript the home page downloads before it shows, and each route's chunk, gzip-compressed.
// Read from Vite's manifest of a build of the benchmark's own (apps/web/dist is left alone: a
// running server or browser test may be using it).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { benchDataRoot, root, run } from './server.ts';

export const WEB_BUILD = path.join(benchDataRoot, 'web');
const HOME_TARGET_KB = 100;
const HOME = 'src/features/home/HomePage.tsx';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface BundleResult {
  /** The entry script, its static imports (preloaded by index.html), the home route and its imports. */
  home: { kb: number; target: number; files: { file: string; kb: number }[] };
  routes: { route: string; file: string; kb: number; withImportsKb: number }[];
}

/** The browser's build, and beside it the server's, which draws the first screens. */
export async function buildWeb() {
  console.log('building the web app…');
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const web = path.join(root, 'apps/web');
  const quiet = ['--emptyOutDir', '--logLevel', 'warn'];
  await run([vite, 'build', '--outDir', WEB_BUILD, '--manifest', ...quiet], {}, web);
  await run(
    [vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', `${WEB_BUILD}-ssr`, ...quiet],
    {},
    web,
  );
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

export function measureBundle(dir = WEB_BUILD): BundleResult {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const gzipped = new Map<string, number>();
  const size = (file: string) => {
    if (!gzipped.has(file)) {
      gzipped.set(file, zlib.gzipSync(fs.readFileSync(path.join(dir, file))).length);
    }
    return gzipped.get(file)!;
  };
  /** A chunk's file and every file it imports statically, transitively. */
  const closure = (key: string, into = new Set<string>()) => {
    const chunk = manifest[key]!;
    if (into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  const total = (files: Set<string>) => [...files].reduce((sum, file) => sum + size(file), 0);

  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const homeFiles = closure(HOME, closure(entry));
  const shared = closure(entry);
  const routes = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry && chunk.src?.endsWith('.tsx'))
    .map(([key, chunk]) => {
      const own = [...closure(key)].filter((file) => !shared.has(file));
      return {
        route: path.basename(chunk.src!, '.tsx'),
        file: chunk.file,
        kb: kb(size(chunk.file)),
        withImportsKb: kb(own.reduce((sum, file) => sum + size(file), 0)),
      };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
  return {
    home: {
      kb: kb(total(homeFiles)),
      target: HOME_TARGET_KB,
      files: [...homeFiles]
        .map((file) => ({ file, kb: kb(size(file)) }))
        .sort((a, b) => b.kb - a.kb),
    },
    routes,
  };
}
