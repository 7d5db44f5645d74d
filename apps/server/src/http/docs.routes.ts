import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import swagger from '@fastify/swagger';
import { formatMessage } from '@netzero/core';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { type ApiReferenceDocument, renderApiReferencePage } from './api-docs-page.js';
import { MemoryFile } from './memory-file.js';
import { type OpenApiDocument, publicApiDocument } from './public-api-document.js';
import { ASSETS_DIR } from './static-assets.js';

/** The documents the reference shows: the public API first (developers come for it). */
export const API_REFERENCE_DOCUMENTS: readonly ApiReferenceDocument[] = [
  { id: 'v1', label: 'Public API (/v1)', specUrl: '/v1/openapi.json', expansion: 'list' },
  { id: 'site', label: 'Site API', specUrl: '/api/docs/json', expansion: 'none' },
];

/** Swagger UI's files, bundled by the swagger-ui-dist package (no CDN). */
const SWAGGER_UI_DIR = dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);

/** The reference's files: Swagger UI's bundle and sheet, and our start script and theme. */
const VIEWER_FILES: Readonly<Record<string, string>> = {
  'swagger-ui-bundle.js': join(SWAGGER_UI_DIR, 'swagger-ui-bundle.js'),
  'swagger-ui.css': join(SWAGGER_UI_DIR, 'swagger-ui.css'),
  'api-docs.js': join(ASSETS_DIR, 'api-docs/api-docs.js'),
  'api-docs.css': join(ASSETS_DIR, 'api-docs/api-docs.css'),
};

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  js: 'application/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

/**
 * The viewer's files live under a folder named by a hash of Swagger UI's version and our own
 * files, so they can be cached for a year: a new version is a new URL.
 */
function viewerVersion(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(SWAGGER_UI_DIR, 'package.json')));
  hash.update(readFileSync(VIEWER_FILES['api-docs.js'] as string));
  hash.update(readFileSync(VIEWER_FILES['api-docs.css'] as string));
  return hash.digest('hex').slice(0, 12);
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * OpenAPI generated from the contract's zod schemas: the whole app's at /api/docs/json, the public
 * API's at /v1/openapi.json, and the API reference at /api/docs (Swagger UI served by us, under
 * the site's strict CSP).
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
    // Schemas the contract names (.meta({ id })) become components the operations refer to.
    transformObject: jsonSchemaTransformObject,
  });

  const whole = () => app.swagger() as unknown as OpenApiDocument;
  let publicApi: OpenApiDocument | undefined;
  // Built once: the routes are all registered before the first request.
  const publicApiDoc = () => {
    publicApi ??= publicApiDocument(whole());
    return publicApi;
  };
  app.get('/api/docs/json', { schema: { hide: true } }, async () => whole());
  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => publicApiDoc());

  const version = viewerVersion();
  const assetBase = `/api/docs/viewer/${version}`;
  const files = new Map(
    Object.entries(VIEWER_FILES).map(([name, path]) => [
      name,
      new MemoryFile(path, CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? ''),
    ]),
  );
  await app.register(async (scope) => {
    // No CSP relaxation: Swagger UI 5 runs from files and sets its styles through the CSSOM,
    // which style-src 'self' allows (checked in Chromium: no violation on load, Try it out,
    // Authorize or the table of contents).
    scope.get<{ Querystring: { api?: string } }>(
      '/api/docs',
      { schema: { hide: true } },
      async (request, reply) => {
        const current =
          API_REFERENCE_DOCUMENTS.find((doc) => doc.id === request.query.api) ??
          (API_REFERENCE_DOCUMENTS[0] as ApiReferenceDocument);
        const spec = current.id === 'v1' ? publicApiDoc() : whole();
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(
            renderApiReferencePage({
              documents: API_REFERENCE_DOCUMENTS,
              current,
              spec,
              assetBase,
            }),
          );
      },
    );
    scope.get<{ Params: { version: string; file: string } }>(
      '/api/docs/viewer/:version/:file',
      { schema: { hide: true } },
      async (request, reply) => {
        const file = files.get(request.params.file);
        if (request.params.version !== version || !file) {
          return reply.code(404).send({ message: formatMessage('API.NOT_FOUND') });
        }
        return file.send(request, reply, IMMUTABLE);
      },
    );
  });
}
