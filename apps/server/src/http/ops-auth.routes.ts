import {
  ErrorBody,
  OpsCodeRequest,
  OpsEnrolment,
  OpsEnrolmentRequest,
  OpsLoginChallenge,
  OpsLoginRequest,
  OpsSession,
} from '@netzero/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type {
  OperatorSecondFactorService,
  OperatorSignedIn,
} from '../services/operators/operator-second-factor.service.js';
import type { OperatorSignInService } from '../services/operators/operator-sign-in.service.js';
import type { RateLimited } from '../services/shared/rate-limits.js';
import { sendError } from './error-handler.js';
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

/** Operator sign-in: the password, then a TOTP or recovery code, or enrolment first. */
export const opsAuthRoutes: FastifyPluginAsyncZod<{
  signIn: OperatorSignInService;
  secondFactor: OperatorSecondFactorService;
}> = async (app, { signIn, secondFactor }) => {
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
};
