import { createHash, timingSafeEqual } from 'node:crypto';
import { stripBearerPrefix } from '@netzero/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperatorSessionService } from '../services/operators/operator-session.service.js';
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

/** The two onRequest hooks of operator routes. */
export interface OperatorGuards {
  /** An operator's console session only (every /api/ops/* route). */
  requireOperator(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
  /**
   * An operator's console session or the machine token (OPERATOR_TOKEN), only on the read-only
   * routes scripts and scrapers call (docs/operations.md lists them).
   */
  requireOperatorOrMachine(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
}

/**
 * The guards of operator routes, run as onRequest hooks, so that authorization comes before any
 * validation: no or a bad token is 401, an open session that is not an operator's console
 * session (a buyer's, or an operator's shop token) is 403 (DESIGN §5 'Operators').
 */
export function operatorGuards(deps: {
  sessions: Pick<OperatorSessionService, 'authenticate'>;
  operatorToken: string;
}): OperatorGuards {
  const expected = digest(deps.operatorToken);
  const bearer = (request: FastifyRequest) => {
    const header = request.headers.authorization;
    return typeof header === 'string' ? stripBearerPrefix(header).trim() : '';
  };
  async function asOperator(
    given: string,
    request: FastifyRequest,
    reply: FastifyReply,
    missing: 'OPS.SIGN_IN_REQUIRED' | 'OPS.TOKEN_REQUIRED',
  ) {
    if (given === '') return sendError(reply, 401, missing);
    const session = await deps.sessions.authenticate(given);
    if (!session.ok) {
      if (session.error === 'NOT_OPERATOR') return sendError(reply, 403, 'OPS.OPERATOR_ONLY');
      return sendError(reply, 401, missing);
    }
    request.operator = session.value;
  }
  return {
    async requireOperator(request, reply) {
      return asOperator(bearer(request), request, reply, 'OPS.SIGN_IN_REQUIRED');
    },
    async requireOperatorOrMachine(request, reply) {
      const given = bearer(request);
      // Compared in constant time; anything else must be an operator's console session.
      if (given !== '' && timingSafeEqual(digest(given), expected)) {
        request.operator = MACHINE_TOKEN_ACTOR;
        return;
      }
      return asOperator(given, request, reply, 'OPS.TOKEN_REQUIRED');
    },
  };
}
