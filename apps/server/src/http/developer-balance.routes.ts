import {
  BalanceThresholdRequest,
  DeveloperBalanceResponse,
  ErrorBody,
  TestFundsRequest,
  TopUpConfirmRequest,
  TopUpConfirmResponse,
  TopUpRequest,
  TopUpResponse,
  V1Balance,
} from '@netzero/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DeveloperBalanceService } from '../services/developers/developer-balance.service.js';
import type { authGuard } from './auth-guard.js';
import { sendError } from './error-handler.js';
import { sendRateLimited } from './rate-limited-reply.js';

const tags = ['Developers'];
const security = [{ bearer: [] }];

/** The dashboard's balances: the signed-in account's own, with its session token (never a key). */
export const developerBalanceRoutes: FastifyPluginAsyncZod<{
  balances: DeveloperBalanceService;
  requireUser: ReturnType<typeof authGuard>;
}> = async (app, { balances, requireUser }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/developers/balance',
    {
      schema: {
        tags,
        security,
        summary: 'Your test and live balances and their 50 newest movements',
        response: { 200: DeveloperBalanceResponse, 401: ErrorBody },
      },
    },
    async (request) => {
      const { balances: both, entries } = await balances.overview(request.userId);
      return {
        balances: [...both],
        entries: entries.map((entry) => ({
          id: entry.id,
          mode: entry.mode,
          amountCents: entry.amountCents,
          balanceAfterCents: entry.balanceAfterCents,
          reason: entry.reason,
          orderId: entry.apiOrderId,
          createdAt: entry.createdAt.toISOString(),
        })),
      };
    },
  );

  app.post(
    '/api/developers/balance/test-funds',
    {
      schema: {
        tags,
        security,
        summary: 'Add test money to your test balance, at once and free (20 times an hour)',
        body: TestFundsRequest,
        response: { 200: V1Balance, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const added = await balances.addTestFunds(request.userId, request.body.amountCents);
      if (!added.ok) return sendRateLimited(reply, added.error);
      return added.value;
    },
  );

  app.put(
    '/api/developers/balance/threshold',
    {
      schema: {
        tags,
        security,
        summary: 'Set when balance.low is sent for a mode (null: never)',
        body: BalanceThresholdRequest,
        response: { 200: V1Balance, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) =>
      balances.setThreshold(
        request.userId,
        request.body.mode,
        request.body.lowBalanceThresholdCents,
      ),
  );

  app.post(
    '/api/developers/balance/top-up',
    {
      schema: {
        tags,
        security,
        summary: 'Top up your live balance on the payment provider’s hosted checkout',
        description:
          'Opens a hosted checkout for amountCents (no card data comes to us). After paying, the provider sends you back to /Admin?developers=balance&topUp=<session id>; POST that id to /api/developers/balance/top-up/confirm. The balance is credited once, by whichever of the provider’s webhook, the confirm call or the sweeper hears of the payment first. Too many top-ups 429, provider down 502.',
        body: TopUpRequest,
        response: {
          201: TopUpResponse,
          400: ErrorBody,
          401: ErrorBody,
          429: ErrorBody,
          502: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const started = await balances.startTopUp(request.userId, request.body.amountCents);
      if (started.ok) return reply.code(201).send(started.value);
      const failure = started.error;
      if (failure.code === 'API.RATE_LIMITED') return sendRateLimited(reply, failure);
      if (failure.code === 'API.NOT_FOUND') return sendError(reply, 401, 'AUTH.LOGIN_REQUIRED');
      request.log.error({ err: failure.cause }, 'the payment provider could not open a checkout');
      return sendError(reply, 502, failure.code);
    },
  );

  app.post(
    '/api/developers/balance/top-up/confirm',
    {
      schema: {
        tags,
        security,
        summary: 'Ask how a top-up went, crediting it if the provider says it is paid',
        body: TopUpConfirmRequest,
        response: { 200: TopUpConfirmResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const outcome = await balances.confirmTopUp(request.userId, request.body.sessionId);
      if (!outcome) return sendError(reply, 404, 'DEVELOPERS.TOP_UP_NOT_FOUND');
      return outcome;
    },
  );
};
