import { stripBearerPrefix } from '@netzero/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionService } from '../services/accounts/session.service.js';
import { sendError } from './error-handler.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The id of the user whose valid bearer token came with the request (set by the auth guard). */
    userId: number;
  }
}

/**
 * A preHandler that lets a request through only with the bearer token of an open session (valid,
 * of an account that exists, not ended by a reset, "log out everywhere" or deletion), and records
 * its user.
 */
export function authGuard(sessions: Pick<SessionService, 'authenticate'>) {
  return async function requireUser(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers.authorization;
    const session =
      typeof header === 'string' && header.trim() !== ''
        ? await sessions.authenticate(stripBearerPrefix(header))
        : null;
    if (!session?.ok) return sendError(reply, 401, 'AUTH.LOGIN_REQUIRED');
    request.userId = session.value.userId;
  };
}
