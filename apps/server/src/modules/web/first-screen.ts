import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '@atelier/contract';
import { pageLanguage } from '../../platform/language.ts';
import { escapeHtml, scriptJson, withHtmlLang } from '../seo/product-head.ts';

/** Vite's build manifest: each source module's chunk, the chunks it imports and its styles. */
type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** The web app's server build (apps/web/src/entry-server.tsx). */
interface ScreenRenderer {
  renderScreen(
    url: string,
    language: Language,
    send: typeof fetch,
  ): Promise<{ html: string; screen: { language: Language; answers: unknown[] } }>;
}

/** The block the web app takes the rendered screen's answers from (apps/web/src/app/renderedScreen.ts). */
const RENDERED_SCREEN_ID = 'first-screen';

/**
 * The screens the server renders: the catalog's, the same for every shopper. The cart, checkout
 * and account screens show one shopper's data, which lives in their browser, and load there.
 */
function screenModuleAt(pathname: string): string | undefined {
  if (pathname === '/') return 'src/features/home/HomePage.tsx';
  if (/^\/product\/?$/.test(pathname)) return 'src/features/listing/ListingPage.tsx';
  if (/^\/product\/\d+\/?$/.test(pathname)) return 'src/features/product/ProductPage.tsx';
  if (/^\/(privacy|terms|faq|contact|shipping|returns)\/?$/.test(pathname)) {
    return 'src/app/pages/InfoPages.tsx';
  }
  return undefined;
}

interface Assets {
  js: Set<string>;
  css: Set<string>;
}

/**
 * The chunks and styles of a manifest entry and of everything it imports, styles in the order the
 * cascade needs: an importer's after those of what it imports, so its rules win ties.
 */
function assetsOf(manifest: Manifest, key: string | undefined, into: Assets = emptyAssets()) {
  const chunk = key === undefined ? undefined : manifest[key];
  if (!chunk || into.js.has(chunk.file)) return into;
  into.js.add(chunk.file);
  chunk.imports?.forEach((imported) => assetsOf(manifest, imported, into));
  chunk.css?.forEach((file) => into.css.add(file));
  return into;
}

const emptyAssets = (): Assets => ({ js: new Set(), css: new Set() });

async function readManifest(webDist: string): Promise<Manifest> {
  const file = path.join(webDist, '.vite/manifest.json');
  return JSON.parse(await fs.promises.readFile(file, 'utf8').catch(() => '{}')) as Manifest;
}

/** The server build sits beside the browser's: apps/web/dist-ssr for apps/web/dist. */
async function loadRenderer(webDist: string): Promise<ScreenRenderer | undefined> {
  const entry = path.join(`${webDist}-ssr`, 'entry-server.js');
  if (!fs.existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as ScreenRenderer;
}

const refused = () => new DOMException('answered in the browser', 'AbortError');

/**
 * Answers the render's API calls in process. Only answers that are the same for every shopper
 * (cacheable, no session: the render sends no cookie) go into a page; anything else is left to
 * the browser.
 */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    if ((init?.method ?? 'GET') !== 'GET') throw refused();
    const response = await app.inject({ url: String(input) });
    const caching = String(response.headers['cache-control'] ?? '');
    if (response.statusCode !== 200 || /no-store|private/.test(caching)) throw refused();
    return new Response(response.body, {
      headers: { 'content-type': String(response.headers['content-type'] ?? '') },
    });
  };
}

/** The app the entry loads (apps/web/src/main.tsx): at once, or after a drawn page's paint. */
const APP_MODULE = 'src/app/mount.tsx';

/**
 * Puts the first screen into the page: the screen rendered to HTML in its address's language with
 * the answers it was drawn from (so the browser takes it over without asking again), and head tags
 * that fetch its styles and its own small code at once. A page left to the browser gets tags that
 * fetch all its code at once instead.
 */
export async function firstScreens(app: FastifyInstance, webDist: string) {
  const [manifest, renderer] = await Promise.all([readManifest(webDist), loadRenderer(webDist)]);
  const send = inProcessFetch(app);
  const shell = assetsOf(manifest, 'index.html');
  const appAssets = assetsOf(manifest, APP_MODULE);
  /** Link tags for the files the page does not fetch already. */
  const links = (rel: string, files: Iterable<string>, ...fetched: Set<string>[]) =>
    [...files]
      .filter((file) => !fetched.some((known) => known.has(file)))
      .map((file) => `<link rel="${rel}" crossorigin href="${escapeHtml(`/${file}`)}">`);
  const styles = (screen: Assets) =>
    links('stylesheet', new Set([...appAssets.css, ...screen.css]), shell.css);
  const withHead = (page: string, head: string[]) =>
    head.length ? page.replace(/<\/head>/i, () => `  ${head.join('\n    ')}\n  </head>`) : page;

  /** A page the browser draws, of the screen in `module` if there is one. */
  function undrawn(page: string, module?: string) {
    const screen = assetsOf(manifest, module);
    const code = links('modulepreload', [...appAssets.js, ...screen.js], shell.js);
    return withHead(page, [...styles(screen), ...code]);
  }

  async function withFirstScreen(
    request: FastifyRequest,
    pathname: string,
    page: string,
  ): Promise<string> {
    const module = screenModuleAt(pathname);
    const language = pageLanguage(request);
    // A screen that fails to draw is drawn by the browser, as every screen was before.
    const rendered =
      module &&
      (await renderer?.renderScreen(request.url, language, send).catch((error) => {
        request.log.error({ err: error }, 'first screen not drawn');
        return undefined;
      }));
    if (!rendered) return undrawn(page, module);
    const screen = assetsOf(manifest, module);
    // Only the screen's own chunks and the language's labels, which the takeover needs first.
    const labels = manifest[`src/locales/${language}.json`]?.file;
    const code = [...screen.js, ...(labels ? [labels] : [])];
    const head = [
      ...styles(screen),
      ...links('modulepreload', code, shell.js, appAssets.js),
      `<script type="application/json" id="${RENDERED_SCREEN_ID}">${scriptJson(rendered.screen)}</script>`,
    ];
    return withHead(withHtmlLang(page, language), head).replace(
      /<div id="root"><\/div>/,
      () => `<div id="root">${rendered.html}</div>`,
    );
  }

  return { withFirstScreen, undrawn };
}
