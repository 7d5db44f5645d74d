import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { isConsolePath, isSitePath } from '@netzero/content';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pickContentCoding } from './accept-encoding.js';
import { loadCataloguePageRenderer, SERVER_RENDER_DIR } from './catalogue-page-renderer.js';
import {
  CATALOGUE_PAGES,
  type CatalogueImages,
  CataloguePreloadedPage,
  type EncodedPage,
} from './page-preloads.js';
import { isSourceMap } from './static-assets.js';

/** Where `vite build` puts the web app (apps/web/dist), from src/http or dist/http alike. */
export const WEB_DIST_DIR = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Answers a request that no route matched with the web app's page, or returns false. */
export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

// Unknown paths under the API's namespaces stay JSON 404s.
const API_PATH = /^\/(api|auth)(\/|$)/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Reads a page as it is and compressed (the build's .br and .gz copies when it wrote them). */
function readPage(file: string): EncodedPage {
  const html = readFileSync(file);
  const copy = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : null);
  return {
    identity: html,
    br:
      copy('.br') ??
      brotliCompressSync(html, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }),
    gzip: copy('.gz') ?? gzipSync(html, { level: 9 }),
  };
}

/**
 * The pages the build prerendered (vite.config.ts writes pages/index.html for /, pages/carbon.html
 * for /Carbon…), by lower-case path.
 */
function readPrerenderedPages(distDir: string): Map<string, EncodedPage> {
  const dir = join(distDir, 'pages');
  const pages = new Map<string, EncodedPage>();
  if (!existsSync(dir)) return pages;
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.html')) continue;
    const slug = name.slice(0, -'.html'.length);
    pages.set(slug === 'index' ? '/' : `/${slug}`, readPage(join(dir, name)));
  }
  return pages;
}

/** The key of a site path among the prerendered pages: lower case, without one trailing slash. */
function pageKey(path: string): string {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed.toLowerCase();
}

/**
 * The catalogue pages the build prerendered, each to be sent with the catalogue's preloads and,
 * when the build left a server entry, with the catalogue's list rendered in.
 */
async function linkCataloguePages(
  app: FastifyInstance,
  pages: Map<string, EncodedPage>,
  catalogue: CatalogueImages,
  distDir: string,
): Promise<Map<string, CataloguePreloadedPage>> {
  const linked = new Map<string, CataloguePreloadedPage>();
  for (const [key, path] of CATALOGUE_PAGES) {
    const page = pages.get(key);
    if (!page) continue;
    const renderer = await loadCataloguePageRenderer(distDir, path, key);
    linked.set(
      key,
      await CataloguePreloadedPage.create(
        page.identity.toString(),
        catalogue,
        renderer,
        (error) =>
          app.log.error({ err: error, page: path }, 'The catalogue page could not be rendered'),
        path,
      ),
    );
  }
  return linked;
}

/**
 * Serves the built web app on the API's origin (DESIGN §4): hashed files under /static/ cached for
 * a year, and a page for every page path, revalidated on every visit: the build's prerendered
 * HTML of that route when it has one and the address carries no query (the prerender is the
 * view without parameters), else index.html, with status 200 for the site's routes and 404 for
 * the rest (the app then shows its 404 page). Text files go out compressed when the browser
 * accepts it: the build writes .br and .gz copies beside them.
 * Given the catalogue, /Carbon's and the project pages' prerendered pages are rendered with its
 * list and preload what their first view needs: GET /api/products and the first image shown
 * (page-preloads.ts).
 * Returns null when the app has not been built.
 */
export async function installWebApp(
  app: FastifyInstance,
  distDir: string = WEB_DIST_DIR,
  catalogue: CatalogueImages | null = null,
): Promise<PageFallback | null> {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const shell = readPage(indexFile);
  const prerendered = readPrerenderedPages(distDir);
  const linked = catalogue
    ? await linkCataloguePages(app, prerendered, catalogue, distDir)
    : new Map<string, CataloguePreloadedPage>();
  const hashedDir = join(distDir, 'static');
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    preCompressed: true,
    // What the server renders with is not for browsers, nor are source maps (vite.config.ts).
    allowedPath: (path) => !path.startsWith(`/${SERVER_RENDER_DIR}/`) && !isSourceMap(path),
    setHeaders: (reply, path) => {
      if (path.startsWith(hashedDir)) reply.header('cache-control', IMMUTABLE);
    },
  });
  return (request, reply) => {
    const [path = '/', query] = request.url.split('?', 2);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || API_PATH.test(path))
      return false;
    const consolePage = isConsolePath(path);
    const known = consolePage || isSitePath(path);
    const key = known && !consolePage && query === undefined ? pageKey(path) : null;
    const withPreloads = key === null ? undefined : linked.get(key);
    const page =
      withPreloads?.current() ?? (key === null ? undefined : prerendered.get(key)) ?? shell;
    // This visitor gets the links of the last snapshot seen; the next one those of today's.
    void withPreloads?.refresh();
    const coding = pickContentCoding(request.headers['accept-encoding']);
    void reply
      .code(known ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    // The operator console is the app's shell too, but never a page for search engines.
    if (consolePage) reply.header('x-robots-tag', 'noindex, nofollow');
    if (coding) reply.header('content-encoding', coding);
    void reply.send(coding ? page[coding] : page.identity);
    return true;
  };
}
