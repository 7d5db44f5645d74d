import {
  ApiKeyListResponse,
  ApiKeyParams,
  ApiKeyResponse,
  CreateApiKeyRequest,
  CreatedApiKeyResponse,
  ErrorBody,
} from '@netzero/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiKeyService } from '../services/developers/api-key.service.js';
import type { ApiKeyRecord } from '../services/ports/api-key.repository.port.js';
import type { authGuard } from './auth-guard.js';
import { sendError } from './error-handler.js';

const tags = ['Developers'];
const security = [{ bearer: [] }];

/** An API key on the wire: dates as ISO 8601. */
export function toApiKeyResponse(key: ApiKeyRecord): ApiKeyResponse {
  return {
    id: key.id,
    name: key.name,
    mode: key.mode,
    kind: key.kind,
    hint: key.hint,
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
  };
}

/** The dashboard's API keys: the signed-in account's own, with its session token (never a key). */
export const developerKeyRoutes: FastifyPluginAsyncZod<{
  keys: ApiKeyService;
  requireUser: ReturnType<typeof authGuard>;
}> = async (app, { keys, requireUser }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/developers/keys',
    {
      schema: {
        tags,
        security,
        operationId: 'listApiKeys',
        summary: 'Your API keys, newest first, revoked ones included (never the keys themselves)',
        response: { 200: ApiKeyListResponse, 401: ErrorBody },
      },
    },
    async (request) => ({ keys: (await keys.list(request.userId)).map(toApiKeyResponse) }),
  );

  app.post(
    '/api/developers/keys',
    {
      schema: {
        tags,
        security,
        operationId: 'createApiKey',
        summary: 'Create an API key: the answer shows it once, only its hash is kept',
        body: CreateApiKeyRequest,
        response: { 201: CreatedApiKeyResponse, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request, reply) => {
      const created = await keys.create(request.userId, request.body);
      return reply.code(201).send({ key: toApiKeyResponse(created.key), secret: created.secret });
    },
  );

  app.post(
    '/api/developers/keys/:id/revoke',
    {
      schema: {
        tags,
        security,
        operationId: 'revokeApiKey',
        summary: 'Revoke one of your API keys at once; idempotent',
        params: ApiKeyParams,
        response: { 200: ApiKeyResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const revoked = await keys.revoke(request.userId, request.params.id);
      if (!revoked) return sendError(reply, 404, 'DEVELOPERS.KEY_NOT_FOUND');
      return toApiKeyResponse(revoked);
    },
  );
};
