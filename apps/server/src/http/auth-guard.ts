import { stripBearerPrefix } from '@netzero/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionService } from '../services/accounts/session.service.js';
import { sendError } from './error-handler.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The id of the user whose valid bearer token came with the request (set by the auth guard). */
    userId: number;
    /** The signed-in buyer on a route open to guests too (set by the optional guard), else null. */
    buyerId: number | null;
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

/**
 * A preHandler for a route guests may call too (direct checkout): without an Authorization header
 * the caller is a guest (buyerId null); with one, it must be an open session's (else 401, as on
 * every route), so what a signed-in buyer buys belongs to their account, never silently to nobody.
 */
export function optionalUserGuard(sessions: Pick<SessionService, 'authenticate'>) {
  return async function identifyBuyer(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers.authorization;
    request.buyerId = null;
    if (typeof header !== 'string' || header.trim() === '') return;
    const session = await sessions.authenticate(stripBearerPrefix(header));
    if (!session.ok) return sendError(reply, 401, 'AUTH.LOGIN_REQUIRED');
    request.buyerId = session.value.userId;
  };
}
