import {
  ErrorBody,
  MessageBody,
  OpsAcceptInviteRequest,
  OpsInviteRequest,
  OpsLoginChallenge,
  OpsOperatorList,
} from '@netzero/contract';
import { formatMessage } from '@netzero/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OperatorInvitationService } from '../services/operators/operator-invitation.service.js';
import type { OperatorSessionService } from '../services/operators/operator-session.service.js';
import { sendError } from './error-handler.js';
import type { OperatorGuards } from './operator-guard.js';
import { toOpsOperator } from './ops-operator-response.js';
import { sendRateLimited } from './rate-limited-reply.js';

const tags = ['Operations'];
const security = [{ operatorSession: [] }] as { [label: string]: string[] }[];

/** GET and POST /api/ops/operators (list, invite) and POST /api/ops/auth/invitation (accept). */
export const opsOperatorRoutes: FastifyPluginAsyncZod<{
  invitations: OperatorInvitationService;
  sessions: OperatorSessionService;
  requireOperator: OperatorGuards['requireOperator'];
}> = async (app, { invitations, sessions, requireOperator }) => {
  app.get(
    '/api/ops/operators',
    {
      onRequest: requireOperator,
      schema: {
        tags,
        security,
        summary: 'List the operators',
        response: { 200: OpsOperatorList, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async () => (await sessions.list()).map(toOpsOperator),
  );

  app.post(
    '/api/ops/operators',
    {
      onRequest: requireOperator,
      schema: {
        tags,
        security,
        summary: 'Invite an operator: e-mails a single-use link (72 hours) to create their account',
        description: 'Audited as operator.invite. 409 when an account already uses the address.',
        body: OpsInviteRequest,
        response: {
          202: MessageBody,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const operator = request.operator;
      if (!operator) return sendError(reply, 401, 'OPS.SIGN_IN_REQUIRED');
      const result = await invitations.invite(operator, email);
      if (!result.ok) {
        const status = result.error.code === 'OPS.OPERATOR_ONLY' ? 403 : 409;
        return sendError(reply, status, result.error.code);
      }
      return reply.code(202).send({ message: formatMessage('OPS.INVITATION_SENT', { email }) });
    },
  );

  app.post(
    '/api/ops/auth/invitation',
    {
      schema: {
        tags,
        summary: 'Accept an invitation: creates the operator account, then enrolment follows',
        description:
          'Public by design (the link is the credential), rate-limited per client network. Uses the invitation once; 409 when the address has an account meanwhile or the username is taken.',
        body: OpsAcceptInviteRequest,
        response: { 201: OpsLoginChallenge, 400: ErrorBody, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const result = await invitations.accept(request.body, request.ip);
      if (result.ok) return reply.code(201).send(result.value);
      const { error } = result;
      if (error.code === 'API.RATE_LIMITED') return sendRateLimited(reply, error);
      return sendError(reply, error.code === 'OPS.INVITATION_INVALID' ? 400 : 409, error.code);
    },
  );
};
