import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Language } from '@atelier/contract';
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

/** Where the web app's build puts its pages' language (apps/web/src/shared/i18n/languages.ts). */
const LANGUAGE_COOKIE = 'atelier_lang';
/** The language a page is drawn in: the one the shopper's cookie names, else English. */
export const drawnLanguage = (request: FastifyRequest): Language =>
  Language.safeParse(request.cookies[LANGUAGE_COOKIE]).data ?? 'en';

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
  if (/^\/(privacy|terms|faq|contact)\/?$/.test(pathname)) return 'src/app/pages/InfoPages.tsx';
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

/**
 * Puts the first screen into the page: the screen rendered to HTML in the shopper's language with
 * the answers it was drawn from (so the browser takes it over without asking again), and head tags
 * that fetch the screen's own styles and code at once.
 */
export async function firstScreens(app: FastifyInstance, webDist: string) {
  const [manifest, renderer] = await Promise.all([readManifest(webDist), loadRenderer(webDist)]);
  const send = inProcessFetch(app);
  // The entry script asks for these itself.
  const entry = assetsOf(manifest, 'index.html').js;
  const tag = (file: string, rel: string) =>
    `<link rel="${rel}" crossorigin href="${escapeHtml(`/${file}`)}">`;

  return async function withFirstScreen(
    request: FastifyRequest,
    pathname: string,
    page: string,
  ): Promise<string> {
    const module = screenModuleAt(pathname);
    if (!module) return page;
    const { js, css } = assetsOf(manifest, module);
    const head = [
      ...[...css]
        .filter((file) => !page.includes(`/${file}`))
        .map((file) => tag(file, 'stylesheet')),
      ...[...js].filter((file) => !entry.has(file)).map((file) => tag(file, 'modulepreload')),
    ];
    let drawn = page;
    let body = '';
    const language = drawnLanguage(request);
    // A screen that fails to draw is drawn by the browser, as every screen was before.
    const rendered = await renderer?.renderScreen(request.url, language, send).catch((error) => {
      request.log.error({ err: error }, 'first screen not drawn');
      return undefined;
    });
    if (rendered) {
      const { html, screen } = rendered;
      body = html;
      // The app waits for the language's labels before it takes the page over.
      const labels = manifest[`src/locales/${language}.json`]?.file;
      if (labels) head.push(tag(labels, 'modulepreload'));
      head.push(
        `<script type="application/json" id="${RENDERED_SCREEN_ID}">${scriptJson(screen)}</script>`,
      );
      // A drawn page paints from its HTML and styles. Preloading the libraries (most of the code)
      // would share the line with those and delay the paint: they load when the entry asks.
      drawn = withHtmlLang(page, language).replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
    }
    return drawn
      .replace(/<\/head>/i, () => `  ${head.join('\n    ')}\n  </head>`)
      .replace(/<div id="root"><\/div>/, () => `<div id="root">${body}</div>`);
  };
}
