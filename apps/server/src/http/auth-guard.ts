import { stripBearerPrefix } from '@netzero/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionTokens } from '../services/ports/session-tokens.port.js';
import { sendError } from './error-handler.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The id of the user whose valid bearer token came with the request (set by the auth guard). */
    userId: number;
  }
}

/** A preHandler that lets a request through only with a valid bearer token, and records its user. */
export function authGuard(tokens: SessionTokens) {
  return async function requireUser(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers.authorization;
    const verified =
      typeof header === 'string' && header.trim() !== ''
        ? await tokens.verify(stripBearerPrefix(header))
        : null;
    if (!verified?.ok) return sendError(reply, 401, 'AUTH.LOGIN_REQUIRED');
    request.userId = verified.value.userId;
  };
}
