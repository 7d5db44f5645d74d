import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { renderApiDocsPage } from './api-docs-page.js';

/**
 * OpenAPI generated from the contract's zod schemas: JSON at /api/docs/json and a readable page
 * at /api/docs (server-rendered, no scripts, so it passes our CSP).
 */
export async function installApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'NetZero Market API',
        version: '0.1.0',
        description:
          'The calls of the NetZero Market web client (spec §7). Authenticated calls take `Authorization: Bearer <token>` from POST /auth/login.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // An operator's console session (POST /api/ops/auth/totp), on every /api/ops/* route.
          operatorSession: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          operatorToken: { type: 'http', scheme: 'bearer' },
          // The public API's keys (nzk_test_…, nzk_live_…; nzpk_… can only estimate), on /v1.
          apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'nzk_test_… / nzk_live_…' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());
  app.get('/api/docs', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderApiDocsPage(app.swagger())),
  );
}
