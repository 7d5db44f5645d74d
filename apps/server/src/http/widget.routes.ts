import { fileURLToPath } from 'node:url';
import { formatMessage } from '@netzero/core';
import type { FastifyInstance } from 'fastify';
import { MemoryFile } from './memory-file.js';

/** The checkout widget's one file, as `npm run build -w @netzero/widget` leaves it. */
export const WIDGET_FILE = fileURLToPath(
  new URL('../../../../packages/widget/dist/netzero-offset.js', import.meta.url),
);

/** Where merchants load the widget from: a stable URL, versioned by its major version. */
export const WIDGET_PATH = '/widget/v1/netzero-offset.js';

/**
 * Its caching: the name is not hashed (merchants paste one URL), so browsers keep it ten minutes
 * and then revalidate with its ETag; a fix reaches every checkout within that time.
 */
export const WIDGET_CACHE_CONTROL = 'public, max-age=600, stale-while-revalidate=86400';

/**
 * GET /widget/v1/netzero-offset.js: the <netzero-offset> element, loaded by a merchant's page on
 * another origin. Readable by any origin (CORS *, and Cross-Origin-Resource-Policy: cross-origin,
 * which the site's same-origin default would otherwise refuse to a <script> from elsewhere).
 */
export async function installWidget(app: FastifyInstance, file = WIDGET_FILE): Promise<void> {
  const widget = new MemoryFile(file, 'application/javascript; charset=utf-8');
  await app.register(async (scope) => {
    // After the root's security headers (a child's onSend runs later), so it can widen CORP.
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('cross-origin-resource-policy', 'cross-origin');
      reply.header('access-control-allow-origin', '*');
      return payload;
    });
    scope.get(WIDGET_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!(await widget.exists())) {
        return reply.code(404).send({ message: formatMessage('API.NOT_FOUND') });
      }
      return widget.send(request, reply, WIDGET_CACHE_CONTROL);
    });
  });
}
