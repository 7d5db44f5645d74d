import { ErrorBody, V1Balance } from '@netzero/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DeveloperBalanceService } from '../services/developers/developer-balance.service.js';
import { apiCallerOf, type apiKeyGuards } from './api-key-guard.js';

type Guard = ReturnType<typeof apiKeyGuards>['requireSecretKey'];

/** GET /v1/balance: what the key's mode can spend, for secret keys. */
export const v1BalanceRoutes: FastifyPluginAsyncZod<{
  balances: Pick<DeveloperBalanceService, 'balance'>;
  requireSecretKey: Guard;
}> = async (app, { balances, requireSecretKey }) => {
  app.get(
    '/v1/balance',
    {
      onRequest: requireSecretKey,
      schema: {
        operationId: 'getBalance',
        tags: ['Balance'],
        security: [{ apiKey: [] }],
        summary: 'Retrieve your balance',
        description:
          'The prepaid balance of the key’s mode, in cents: live orders draw on the live balance (topped up in the dashboard), test orders on the test balance (test funds, never charged). lowBalanceThresholdCents is when balance.low is sent.',
        response: { 200: V1Balance, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const caller = apiCallerOf(request);
      return balances.balance(caller.userId, caller.mode);
    },
  );
};
