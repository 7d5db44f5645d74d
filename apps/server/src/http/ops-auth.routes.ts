import {
  ErrorBody,
  OpsCodeRequest,
  OpsEnrolment,
  OpsEnrolmentRequest,
  OpsLoginChallenge,
  OpsLoginRequest,
  OpsOperator,
  OpsSession,
} from '@netzero/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type {
  OperatorSecondFactorService,
  OperatorSignedIn,
} from '../services/operators/operator-second-factor.service.js';
import type { OperatorSessionService } from '../services/operators/operator-session.service.js';
import type { OperatorSignInService } from '../services/operators/operator-sign-in.service.js';
import type { RateLimited } from '../services/shared/rate-limits.js';
import { sendError } from './error-handler.js';
import type { OperatorGuards } from './operator-guard.js';
import { toOpsOperator } from './ops-operator-response.js';
import { sendRateLimited } from './rate-limited-reply.js';

const tags = ['Operations'];
const publicStep = 'Public by design (the sign-in itself), rate-limited on failures.';

function toOpsSession(signedIn: OperatorSignedIn): OpsSession {
  return {
    token: signedIn.token,
    expiresAt: signedIn.expiresAt.toISOString(),
    operator: toOpsOperator(signedIn.operator),
    ...(signedIn.recoveryCodes && { recoveryCodes: [...signedIn.recoveryCodes] }),
  };
}

// Every refusal of a sign-in step, as a status: 401 for credentials, tickets and codes.
const STATUS = {
  'OPS.INVALID_CREDENTIALS': 401,
  'OPS.TICKET_INVALID': 401,
  'OPS.CODE_INVALID': 401,
  'OPS.ALREADY_ENROLLED': 409,
  'OPS.ENROLMENT_NOT_STARTED': 409,
  'OPS.ENROLMENT_REQUIRED': 409,
} as const;

function refuse(reply: FastifyReply, error: RateLimited | { code: keyof typeof STATUS }) {
  if (error.code === 'API.RATE_LIMITED') return sendRateLimited(reply, error);
  return sendError(reply, STATUS[error.code], error.code);
}

/** Operator sign-in (password, then TOTP or enrolment), logout and the signed-in operator. */
export const opsAuthRoutes: FastifyPluginAsyncZod<{
  signIn: OperatorSignInService;
  secondFactor: OperatorSecondFactorService;
  sessions: OperatorSessionService;
  requireOperator: OperatorGuards['requireOperator'];
}> = async (app, { signIn, secondFactor, sessions, requireOperator }) => {
  app.post(
    '/api/ops/auth/login',
    {
      schema: {
        tags,
        summary: 'Operator sign-in, step 1: e-mail and password give a 5-minute ticket',
        description: `${publicStep} Buyers, disabled operators and wrong passwords get the same 401.`,
        body: OpsLoginRequest,
        response: { 200: OpsLoginChallenge, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const result = await signIn.login(request.body, request.ip);
      return result.ok ? result.value : refuse(reply, result.error);
    },
  );

  app.post(
    '/api/ops/auth/enrolment',
    {
      schema: {
        tags,
        summary: 'Start enrolling an authenticator app: a new TOTP secret and its QR code',
        description: `${publicStep} Refused (409) once a second factor is confirmed.`,
        body: OpsEnrolmentRequest,
        response: {
          200: OpsEnrolment,
          400: ErrorBody,
          401: ErrorBody,
          409: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const result = await secondFactor.startEnrolment(request.body.ticket);
      return result.ok ? result.value : refuse(reply, result.error);
    },
  );

  app.post(
    '/api/ops/auth/enrolment/confirm',
    {
      schema: {
        tags,
        summary:
          'Confirm enrolment with a first code: the session and 10 recovery codes, shown once',
        description: publicStep,
        body: OpsCodeRequest,
        response: {
          200: OpsSession,
          400: ErrorBody,
          401: ErrorBody,
          409: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { ticket, code } = request.body;
      const result = await secondFactor.confirmEnrolment(ticket, code, request.ip);
      return result.ok ? toOpsSession(result.value) : refuse(reply, result.error);
    },
  );

  app.post(
    '/api/ops/auth/totp',
    {
      schema: {
        tags,
        summary: 'Operator sign-in, step 2: a TOTP code (each works once) or a recovery code',
        description: `${publicStep} The session lasts OPS_SESSION_TTL_SECONDS (8 hours by default).`,
        body: OpsCodeRequest,
        response: {
          200: OpsSession,
          400: ErrorBody,
          401: ErrorBody,
          409: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { ticket, code } = request.body;
      const result = await secondFactor.verifyCode(ticket, code, request.ip);
      return result.ok ? toOpsSession(result.value) : refuse(reply, result.error);
    },
  );

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
