import { AccountDeletionRequest, AccountResponse, ErrorBody, MessageBody } from '@netzero/contract';
import { formatMessage } from '@netzero/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountService } from '../services/accounts/account.service.js';
import type { authGuard } from './auth-guard.js';
import { sendError } from './error-handler.js';
import { sendRateLimited } from './rate-limited-reply.js';

const tags = ['account'];
// No body, or an empty object: anything else is malformed (400) and changes nothing. Fastify
// gives null for a request without a body; a JSON `null` sent as the body is refused below.
const EmptyBody = z.object({}).strict().nullish();
const security = [{ bearer: [] }];

/** GET /api/account, POST /api/account/logout-everywhere and /delete: the signed-in owner's account. */
export const accountRoutes: FastifyPluginAsyncZod<{
  account: AccountService;
  requireUser: ReturnType<typeof authGuard>;
}> = async (app, { account, requireUser }) => {
  // onRequest: 401 before any validation, and the body of a caller without a session is never read.
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/account',
    {
      schema: {
        tags,
        security,
        summary: 'The signed-in account: id, username, e-mail and whether the e-mail is verified',
        description:
          'The dashboard says when the e-mail is not verified yet (guest purchases made with it show only once it is); the subscription form pre-fills the e-mail.',
        response: { 200: AccountResponse, 401: ErrorBody },
      },
    },
    async (request, reply) => {
      const profile = await account.profile(request.userId);
      if (!profile.ok) return sendError(reply, 401, profile.error.code);
      const response: AccountResponse = profile.value;
      return response;
    },
  );

  app.post(
    '/api/account/logout-everywhere',
    {
      schema: {
        tags,
        security,
        summary: 'End every session of the account, this one included (log in again to go on)',
        body: EmptyBody,
        response: { 200: MessageBody, 401: ErrorBody },
      },
    },
    async (request, reply) => {
      if (request.body === null && request.headers['content-type'] !== undefined) {
        return sendError(reply, 400, 'API.INVALID_REQUEST');
      }
      await account.logOutEverywhere(request.userId);
      return { message: formatMessage('ACCOUNT.LOGGED_OUT_EVERYWHERE') };
    },
  );

  app.post(
    '/api/account/delete',
    {
      schema: {
        tags,
        security,
        summary: 'Delete the account, with its current password; orders and certificates stay',
        description:
          'Refused (409) while a monthly subscription is live. The username and e-mail address become free; every session ends.',
        body: AccountDeletionRequest,
        response: {
          200: MessageBody,
          400: ErrorBody,
          401: ErrorBody,
          409: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const result = await account.delete(request.userId, request.body.password);
      if (result.ok) return { message: formatMessage('ACCOUNT.DELETED') };
      const { error } = result;
      switch (error.code) {
        case 'API.RATE_LIMITED':
          return sendRateLimited(reply, error);
        case 'ACCOUNT.PASSWORD_INCORRECT':
          return sendError(reply, 400, 'API.INVALID_REQUEST', {
            password: formatMessage('ACCOUNT.PASSWORD_INCORRECT'),
          });
        case 'ACCOUNT.HAS_ACTIVE_SUBSCRIPTIONS':
          return sendError(reply, 409, error.code);
        case 'AUTH.LOGIN_REQUIRED':
          return sendError(reply, 401, error.code);
      }
    },
  );
};
