import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { isSitePath } from '@netzero/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pickContentCoding } from './accept-encoding.js';

/** Where `vite build` puts the web app (apps/web/dist), from src/http or dist/http alike. */
export const WEB_DIST_DIR = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Answers a request that no route matched with the web app's page, or returns false. */
export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

// Unknown paths under the API's namespaces stay JSON 404s.
const API_PATH = /^\/(api|auth)(\/|$)/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A page as sent: as it is and compressed (the build's .br and .gz copies when it wrote them). */
interface EncodedPage {
  readonly identity: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

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

/** The prerendered page of a site path, ignoring case and one trailing slash. */
function prerenderedFor(pages: Map<string, EncodedPage>, path: string): EncodedPage | undefined {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return pages.get(trimmed.toLowerCase());
}

/**
 * Serves the built web app on the API's origin (DESIGN §4): hashed files under /static/ cached for
 * a year, and a page for every page path, revalidated on every visit: the build's prerendered
 * HTML of that route when it has one and the address carries no query (the prerender is the
 * view without parameters), else index.html, with status 200 for the site's routes and 404 for
 * the rest (the app then shows its 404 page). Text files go out compressed when the browser
 * accepts it: the build writes .br and .gz copies beside them.
 * Returns null when the app has not been built.
 */
export async function installWebApp(
  app: FastifyInstance,
  distDir: string = WEB_DIST_DIR,
): Promise<PageFallback | null> {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const shell = readPage(indexFile);
  const prerendered = readPrerenderedPages(distDir);
  const hashedDir = join(distDir, 'static');
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    preCompressed: true,
    setHeaders: (reply, path) => {
      if (path.startsWith(hashedDir)) reply.header('cache-control', IMMUTABLE);
    },
  });
  return (request, reply) => {
    const [path = '/', query] = request.url.split('?', 2);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || API_PATH.test(path))
      return false;
    const known = isSitePath(path);
    const page = (known && query === undefined && prerenderedFor(prerendered, path)) || shell;
    const coding = pickContentCoding(request.headers['accept-encoding']);
    void reply
      .code(known ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    if (coding) reply.header('content-encoding', coding);
    void reply.send(coding ? page[coding] : page.identity);
    return true;
  };
}
