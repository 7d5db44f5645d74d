import { ErrorBody, OpsOperator } from '@netzero/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OperatorSessionService } from '../services/operators/operator-session.service.js';
import { sendError } from './error-handler.js';
import type { OperatorGuards } from './operator-guard.js';
import { toOpsOperator } from './ops-operator-response.js';

const tags = ['Operations'];

/** POST /api/ops/auth/logout and GET /api/ops/me: the signed-in operator's own session. */
export const opsSessionRoutes: FastifyPluginAsyncZod<{
  sessions: OperatorSessionService;
  requireOperator: OperatorGuards['requireOperator'];
}> = async (app, { sessions, requireOperator }) => {
  app.post(
    '/api/ops/auth/logout',
    {
      onRequest: requireOperator,
      schema: {
        tags,
        summary: 'Sign out: ends every session of this operator, on every device',
        security: [{ operatorSession: [] }],
        response: { 204: z.null().describe('Signed out'), 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const userId = request.operator?.userId;
      if (userId) await sessions.logout(userId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/ops/me',
    {
      onRequest: requireOperator,
      schema: {
        tags,
        summary: 'The signed-in operator',
        security: [{ operatorSession: [] }],
        response: { 200: OpsOperator, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const userId = request.operator?.userId;
      const account = userId ? await sessions.me(userId) : null;
      if (!account) return sendError(reply, 401, 'OPS.SIGN_IN_REQUIRED');
      return toOpsOperator(account);
    },
  );
};
