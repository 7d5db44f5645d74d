import { createHash, timingSafeEqual } from 'node:crypto';
import { stripBearerPrefix } from '@netzero/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperatorActor } from '../services/ports/audit-log.port.js';
import { sendError } from './error-handler.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is acting on an operator route (set by the operator guard), for the audit log. */
    operator: OperatorActor | null;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The actor of a request authorized by the machine token. */
export const MACHINE_TOKEN_ACTOR: OperatorActor = { userId: null, label: 'machine token' };

/**
 * A preHandler for operator endpoints: lets a request through only with the operator token as its
 * bearer (OPERATOR_TOKEN, or the one generated into the database). Compared in constant time.
 */
export function operatorGuard(operatorToken: string) {
  const expected = digest(operatorToken);
  return async function requireOperator(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers.authorization;
    const given = typeof header === 'string' ? stripBearerPrefix(header).trim() : '';
    if (given === '' || !timingSafeEqual(digest(given), expected)) {
      return sendError(reply, 401, 'OPS.TOKEN_REQUIRED');
    }
    request.operator = MACHINE_TOKEN_ACTOR;
  };
}
