import { stripBearerPrefix } from '@netzero/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiKeyService } from '../services/developers/api-key.service.js';
import type { ApiCaller } from '../services/ports/api-key.repository.port.js';
import type { QuotaMeter } from '../services/ports/rate-limiter.port.js';
import { sendError } from './error-handler.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key a /v1 request came with (set by the API key guard). */
    apiCaller: ApiCaller | null;
  }
}

/** Calls one key may make per window, and the window. */
export interface ApiQuota {
  readonly limit: number;
  readonly windowMs: number;
}

/** The default quota of a key: 100 calls a minute. */
export const DEFAULT_API_QUOTA: ApiQuota = { limit: 100, windowMs: 60_000 };

// A JWT (the site's session token) has three base64url parts: told apart from a mistyped key.
const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/**
 * The onRequest hooks of /v1 routes, so that authorization comes before validation: no key is
 * 401, a session token is 401 (it is not an API key), an unknown or revoked key is 401, a
 * publishable key on a route that needs a secret one is 403. Every authenticated call counts
 * against its key's quota and answers the IETF RateLimit headers (draft-ietf-httpapi-ratelimit-
 * headers): RateLimit-Policy, RateLimit, and 429 with Retry-After when the quota is spent.
 */
export function apiKeyGuards(deps: {
  keys: Pick<ApiKeyService, 'authenticate'>;
  quota: QuotaMeter;
  limits?: ApiQuota;
}) {
  const { limit, windowMs } = deps.limits ?? DEFAULT_API_QUOTA;
  const windowSeconds = Math.round(windowMs / 1000);

  async function authenticate(
    request: FastifyRequest,
    reply: FastifyReply,
    publishableAllowed: boolean,
  ) {
    const header = request.headers.authorization;
    const credential = typeof header === 'string' ? stripBearerPrefix(header).trim() : '';
    if (credential === '') return sendError(reply, 401, 'V1.KEY_REQUIRED');
    const caller = await deps.keys.authenticate(credential);
    if (!caller) {
      const code = JWT_SHAPE.test(credential) ? 'V1.SESSION_TOKEN_NOT_KEY' : 'V1.KEY_INVALID';
      return sendError(reply, 401, code);
    }
    if (caller.kind === 'publishable' && !publishableAllowed)
      return sendError(reply, 403, 'V1.PUBLISHABLE_KEY_FORBIDDEN');
    const standing = await deps.quota.take(`api-key:${caller.keyId}`, limit, windowMs);
    reply.header('ratelimit-policy', `"per-key";q=${limit};w=${windowSeconds}`);
    reply.header('ratelimit', `"per-key";r=${standing.remaining};t=${standing.resetSeconds}`);
    if (!standing.allowed) {
      reply.header('retry-after', String(standing.resetSeconds));
      return sendError(reply, 429, 'V1.RATE_LIMITED', undefined, {
        seconds: standing.resetSeconds,
      });
    }
    request.apiCaller = caller;
  }

  return {
    /** A secret key (nzk_…): every /v1 route. */
    requireSecretKey: (request: FastifyRequest, reply: FastifyReply) =>
      authenticate(request, reply, false),
    /** A secret or a publishable key (nzpk_…): the routes a browser may call (estimates). */
    requireAnyKey: (request: FastifyRequest, reply: FastifyReply) =>
      authenticate(request, reply, true),
  };
}

/** The caller a guarded route runs for (the guard has set it). */
export function apiCallerOf(request: FastifyRequest): ApiCaller {
  const caller = request.apiCaller;
  if (!caller) throw new Error('a /v1 route ran without its API key guard');
  return caller;
}
