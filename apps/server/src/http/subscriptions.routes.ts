import {
  ErrorBody,
  SubscriptionListResponse,
  SubscriptionParams,
  SubscriptionResponse,
} from '@netzero/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SubscriptionService } from '../services/orders/subscription.service.js';
import type { authGuard } from './auth-guard.js';
import { sendError } from './error-handler.js';
import { toSubscriptionResponse } from './subscription-response.js';

const tags = ['Subscriptions'];
const security = [{ bearer: [] }];

/** The logged-in user's monthly subscriptions; anyone else's is never shown nor changed. */
export const subscriptionRoutes: FastifyPluginAsyncZod<{
  subscriptions: SubscriptionService;
  requireUser: ReturnType<typeof authGuard>;
}> = async (app, { subscriptions, requireUser }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/subscriptions',
    {
      schema: {
        tags,
        security,
        summary:
          "The user's subscriptions, newest first (guest ones with their e-mail once it is verified)",
        response: { 200: SubscriptionListResponse, 401: ErrorBody },
      },
    },
    async (request) => (await subscriptions.list(request.userId)).map(toSubscriptionResponse),
  );

  app.post(
    '/api/subscriptions/:id/cancel',
    {
      schema: {
        tags,
        security,
        summary: 'Cancel one of your subscriptions at once (no further renewals); idempotent',
        params: SubscriptionParams,
        response: {
          200: SubscriptionResponse,
          400: ErrorBody,
          401: ErrorBody,
          404: ErrorBody,
          502: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const cancelled = await subscriptions.cancel(request.userId, request.params.id);
      if (cancelled.ok) return toSubscriptionResponse(cancelled.value);
      if (cancelled.error.code === 'SUBSCRIPTION.NOT_FOUND') {
        return sendError(reply, 404, 'SUBSCRIPTION.NOT_FOUND');
      }
      request.log.error({ err: cancelled.error.cause }, 'the payment provider could not cancel');
      return sendError(reply, 502, 'SUBSCRIPTION.CANCEL_FAILED');
    },
  );
};
