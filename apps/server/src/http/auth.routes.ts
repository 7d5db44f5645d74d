import {
  EmailVerificationLinkQuery,
  ErrorBody,
  LinkToken,
  LoginRequest,
  MessageBody,
  PasswordResetConfirmation,
  PasswordResetRequest,
  SessionResponse,
  SignupRequest,
} from '@netzero/contract';
import { formatMessage } from '@netzero/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthService } from '../services/accounts/auth.service.js';
import { sendError } from './error-handler.js';
import { sendRateLimited } from './rate-limited-reply.js';

const RedirectResponse = z
  .null()
  .describe(
    'Redirect (Location: /Login?verified=1, or /Login?verified=0 for an invalid, used or expired link)',
  );

/** Where the confirmation link lands: the login page, told whether the address is now confirmed. */
export const VERIFIED_REDIRECT = '/Login?verified=1';
/** Where an invalid, used or expired confirmation link lands. */
export const NOT_VERIFIED_REDIRECT = '/Login?verified=0';

/** POST /auth/signup, /auth/login, /auth/reset-password(/confirm) and GET /auth/verify-email. */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  const tags = ['auth'];

  app.post(
    '/auth/signup',
    {
      schema: {
        tags,
        summary: 'Create an account; e-mails a link that confirms the address (valid 24 hours)',
        body: SignupRequest,
        response: { 201: SessionResponse, 400: ErrorBody, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const result = await auth.signup(request.body, request.ip);
      if (!result.ok) {
        if (result.error.code === 'API.RATE_LIMITED') return sendRateLimited(reply, result.error);
        return sendError(reply, 409, result.error.code);
      }
      const { token, userId } = result.value;
      return reply
        .code(201)
        .send({ message: formatMessage('AUTH.SIGNED_UP'), data: { token, userId } });
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Log in with a username (or the e-mail address) and password',
        description:
          'Failed attempts are limited per client IP and per name and IP (429 with Retry-After); many failures on one name slow its logins down (up to 4 s) but never lock it. Successful logins do not count.',
        body: LoginRequest,
        response: {
          200: SessionResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      // A slowed-down login waits with its admission turn given back.
      const aside = request.asideFromAdmission ?? undefined;
      const result = await auth.login(request.body, request.ip, aside);
      if (!result.ok) {
        if (result.error.code === 'API.RATE_LIMITED') return sendRateLimited(reply, result.error);
        // Operator console (issue 19): a disabled account is told so, after its password matched.
        if (result.error.code === 'LOGIN.ACCOUNT_DISABLED')
          return sendError(reply, 403, result.error.code);
        return sendError(reply, 401, result.error.code);
      }
      return { message: formatMessage('AUTH.LOGGED_IN'), data: result.value };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags,
        summary:
          'Ask for a password reset: e-mails a single-use link (30 minutes) that applies the new password',
        description:
          'Answers the same whether or not an account uses the address. The password changes only when the link is opened.',
        body: PasswordResetRequest,
        response: { 200: MessageBody, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const result = await auth.requestPasswordReset(request.body, request.ip);
      if (!result.ok) return sendRateLimited(reply, result.error);
      return { message: formatMessage('AUTH.RESET_LINK_SENT') };
    },
  );

  app.post(
    '/auth/reset-password/confirm',
    {
      schema: {
        tags,
        summary:
          'Open a reset link: with the new password typed again, sets the password given when the reset was asked for',
        body: PasswordResetConfirmation,
        response: { 200: MessageBody, 400: ErrorBody },
      },
    },
    async (request, reply) => {
      const result = await auth.confirmPasswordReset(request.body);
      if (!result.ok) return sendError(reply, 400, result.error.code);
      return { message: formatMessage('RESET.SUCCESS') };
    },
  );

  app.get(
    '/auth/verify-email',
    {
      schema: {
        tags,
        summary:
          'Open the signup e-mail’s link: confirms the address, then redirects to /Login?verified=1 (or 0)',
        querystring: EmailVerificationLinkQuery,
        response: { 302: RedirectResponse },
      },
    },
    async (request, reply) => {
      const token = LinkToken.safeParse(request.query.token);
      const result = token.success ? await auth.verifyEmail(token.data) : null;
      return reply.redirect(result?.ok ? VERIFIED_REDIRECT : NOT_VERIFIED_REDIRECT, 302);
    },
  );
};
