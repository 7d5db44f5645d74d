import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { isSitePath } from '@netzero/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Where `vite build` puts the web app (apps/web/dist), from src/http or dist/http alike. */
export const WEB_DIST_DIR = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Answers a request that no route matched with the web app's page, or returns false. */
export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

// Unknown paths under the API's namespaces stay JSON 404s.
const API_PATH = /^\/(api|auth)(\/|$)/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app on the API's origin (DESIGN §4): hashed files under /static/ cached for
 * a year, and index.html for every page path, with status 200 for the site's routes and 404 for
 * the rest (the app then shows its 404 page). Returns null when the app has not been built.
 */
export async function installWebApp(
  app: FastifyInstance,
  distDir: string = WEB_DIST_DIR,
): Promise<PageFallback | null> {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const indexHtml = readFileSync(indexFile);
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    setHeaders: (response, path) => {
      if (path.startsWith(join(distDir, 'static'))) response.header('cache-control', IMMUTABLE);
    },
  });
  return (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || API_PATH.test(path))
      return false;
    void reply
      .code(isSitePath(path) ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(indexHtml);
    return true;
  };
}
