import { existsSync, readFileSync } from 'node:fs';
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

/** index.html as sent: as it is, and compressed once at start-up (it is about 1 KB). */
interface EncodedPage {
  readonly identity: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

function encodePage(html: Buffer): EncodedPage {
  return {
    identity: html,
    br: brotliCompressSync(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
    gzip: gzipSync(html, { level: 9 }),
  };
}

/**
 * Serves the built web app on the API's origin (DESIGN §4): hashed files under /static/ cached for
 * a year, and index.html for every page path, with status 200 for the site's routes and 404 for
 * the rest (the app then shows its 404 page), revalidated on every visit. Text files go out
 * compressed when the browser accepts it: the build writes .br and .gz copies beside them.
 * Returns null when the app has not been built.
 */
export async function installWebApp(
  app: FastifyInstance,
  distDir: string = WEB_DIST_DIR,
): Promise<PageFallback | null> {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const page = encodePage(readFileSync(indexFile));
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
    const path = request.url.split('?', 1)[0] ?? '/';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || API_PATH.test(path))
      return false;
    const coding = pickContentCoding(request.headers['accept-encoding']);
    void reply
      .code(isSitePath(path) ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    if (coding) reply.header('content-encoding', coding);
    void reply.send(coding ? page[coding] : page.identity);
    return true;
  };
}
