import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ProductDetail, ProductPage } from '@atelier/contract';
import { escapeHtml, scriptJson } from '../seo/product-head.ts';

/** Vite's build manifest: each source module's chunk, the chunks it imports and its styles. */
type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

interface Screen {
  /** The screen's source module, as the manifest names it. */
  module: string;
  /** The GET calls its first paint waits for, spelled exactly as the web app's api client does. */
  calls: string[];
  /** The image that will be the page's largest paint, from the answers (undefined: no answer). */
  leadImage(answers: unknown[]): string | undefined;
}

// The header's category row, on every page; in English, the language a new visitor sees.
const CATEGORY_TREE = '/api/v1/categories/tree/en';

function screenAt(pathname: string): Screen | undefined {
  if (pathname === '/') {
    return {
      module: 'src/features/home/HomePage.tsx',
      calls: [
        CATEGORY_TREE,
        '/api/v1/products?lang=en&section=flash-sales&offset=0&pagesize=8',
        // The countdown sits above the first cards on a phone: with it in, nothing moves.
        '/api/v1/promotions/flash-sale',
      ],
      leadImage: ([, flashSales]) => (flashSales as ProductPage | undefined)?.content[0]?.imageUrl,
    };
  }
  if (/^\/product\/?$/.test(pathname)) {
    return {
      module: 'src/features/listing/ListingPage.tsx',
      calls: [CATEGORY_TREE, '/api/banners?lang=en'],
      leadImage: ([, banners]) => (banners as { imageUrl: string }[] | undefined)?.[0]?.imageUrl,
    };
  }
  const id = /^\/product\/(\d+)\/?$/.exec(pathname)?.[1];
  if (id) {
    return {
      module: 'src/features/product/ProductPage.tsx',
      calls: [CATEGORY_TREE, `/api/v1/products/${id}/en`],
      // The gallery opens on the first in-stock variant's colour.
      leadImage: ([, product]) => {
        if (!product) return undefined;
        const { images, variants } = product as ProductDetail;
        const focus = (variants.find((v) => v.stock > 0) ?? variants[0])?.imageUrl;
        return focus && images.includes(focus) ? focus : images[0];
      },
    };
  }
  return undefined;
}

/** The chunks and styles of a manifest entry and of everything it imports. */
function assetsOf(
  manifest: Manifest,
  key: string,
  into = { js: new Set<string>(), css: new Set<string>() },
) {
  const chunk = manifest[key];
  if (!chunk || into.js.has(chunk.file)) return into;
  into.js.add(chunk.file);
  chunk.css?.forEach((file) => into.css.add(file));
  chunk.imports?.forEach((imported) => assetsOf(manifest, imported, into));
  return into;
}

export async function readManifest(webDist: string): Promise<Manifest> {
  const file = path.join(webDist, '.vite/manifest.json');
  return JSON.parse(await fs.readFile(file, 'utf8').catch(() => '{}')) as Manifest;
}

/**
 * Head tags that let the browser start the first screen at once, instead of after the app's
 * script has run: the screen's own code and styles, the answers of the API calls it would make
 * (a JSON block the app reads, not a script) and its largest image.
 */
export async function firstScreenHead(
  app: FastifyInstance,
  manifest: Manifest,
  shell: string,
  pathname: string,
): Promise<string> {
  const screen = screenAt(pathname);
  if (!screen) return '';
  const responses = await Promise.all(screen.calls.map((url) => app.inject({ url })));
  const answers = responses.map((r) => (r.statusCode === 200 ? (r.json() as unknown) : undefined));
  const data = Object.fromEntries(
    screen.calls.flatMap((url, i) => (answers[i] === undefined ? [] : [[url, answers[i]]])),
  );
  const { js, css } = assetsOf(manifest, screen.module);
  const image = screen.leadImage(answers);
  // Those the shell names already (the entry's own) are left to it.
  const links = (files: Set<string>, tag: (href: string) => string) =>
    [...files]
      .filter((file) => !shell.includes(`/${file}`))
      .map((file) => tag(escapeHtml(`/${file}`)));
  return [
    ...links(css, (href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...links(js, (href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...(image
      ? [`<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high">`]
      : []),
    `<script type="application/json" id="first-answers">${scriptJson(data)}</script>`,
  ].join('\n    ');
}
