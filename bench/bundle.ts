// JavaScript the home page loads to become the app, and each route's chunk, gzip-compressed.
// Read from Vite's manifest of a build of the benchmark's own (apps/web/dist is left alone: a
// running server or browser test may be using it).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { benchDataRoot, root, run } from './server.ts';

export const WEB_BUILD = path.join(benchDataRoot, 'web');
const HOME_TARGET_KB = 100;
const HOME = 'src/features/home/HomePage.tsx';
/** The app the entry loads: at once, or once a page the server drew has been painted. */
const APP = 'src/app/mount.tsx';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Files {
  kb: number;
  files: { file: string; kb: number }[];
}

export interface BundleResult {
  /**
   * What the home page fetches before it shows: the entry and its imports. The server draws the
   * page, and the entry asks for the app once the page has loaded.
   */
  beforeShowing: Files & { target: number };
  /** All the home page loads to become the app: that, the app, the home route and their imports. */
  home: Files;
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
  const shared = closure(APP, closure(entry));
  const homeFiles = closure(HOME, new Set(shared));
  const routes = Object.entries(manifest)
    .filter(([key, chunk]) => key !== APP && chunk.isDynamicEntry && chunk.src?.endsWith('.tsx'))
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
  const listed = (files: Set<string>): Files => ({
    kb: kb(total(files)),
    files: [...files].map((file) => ({ file, kb: kb(size(file)) })).sort((a, b) => b.kb - a.kb),
  });
  return {
    beforeShowing: { ...listed(closure(entry)), target: HOME_TARGET_KB },
    home: listed(homeFiles),
    routes,
  };
}
