import {
  ErrorBody,
  OpsSubscriptionIdParams,
  OpsSubscriptionList,
  OpsSubscriptionSummary,
  OpsSubscriptionsQuery,
} from '@netzero/contract';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OpsSubscriptionsService } from '../../services/ops/ops-subscriptions.service.js';
import type { SubscriptionRecord } from '../../services/ports/subscription.repository.port.js';
import { sendError } from '../error-handler.js';
import { actorOf } from './ops-orders.routes.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const security = [{ operatorToken: [] }];
const tags = ['Operations'];

function subscriptionWire(record: SubscriptionRecord): OpsSubscriptionSummary {
  return {
    id: record.id,
    status: record.status,
    email: record.email,
    receiptName: record.receiptName,
    userId: record.userId,
    productName: record.productName,
    quantity: record.quantity,
    provider: record.provider,
    currentPeriodEnd: record.currentPeriodEnd.toISOString(),
    createdAt: record.createdAt.toISOString(),
    cancelledAt: record.cancelledAt?.toISOString() ?? null,
  };
}

/** /api/ops/subscriptions: every monthly subscription, and cancelling one at the provider. */
export const opsSubscriptionsRoutes: FastifyPluginAsyncZod<{
  subscriptions: OpsSubscriptionsService;
  requireOperator: onRequestAsyncHookHandler;
}> = async (app, { subscriptions, requireOperator }) => {
  app.get(
    '/api/ops/subscriptions',
    {
      onRequest: requireOperator,
      schema: {
        tags,
        security,
        summary: 'List subscriptions by status and e-mail (operators only)',
        querystring: OpsSubscriptionsQuery,
        response: { 200: OpsSubscriptionList, ...errors },
      },
    },
    async (request) => {
      const { status, email, limit, offset } = request.query;
      const page = await subscriptions.list(
        { ...(status && { status }), ...(email && { email }) },
        { limit, offset },
      );
      return { items: page.items.map(subscriptionWire), total: page.total };
    },
  );

  app.post(
    '/api/ops/subscriptions/:id/cancel',
    {
      onRequest: requireOperator,
      schema: {
        tags,
        security,
        summary: 'Cancel a subscription at the provider, then here (operators only)',
        description:
          'Cancelling a cancelled subscription changes nothing. 502 when the provider cannot be reached.',
        params: OpsSubscriptionIdParams,
        response: { 200: OpsSubscriptionSummary, ...errors, 502: ErrorBody },
      },
    },
    async (request, reply) => {
      const result = await subscriptions.cancel(request.params.id, actorOf(request));
      if (result.ok) return subscriptionWire(result.value);
      if (result.error === 'not-found') return sendError(reply, 404, 'OPS.SUBSCRIPTION_NOT_FOUND');
      return sendError(reply, 502, 'SUBSCRIPTION.CANCEL_FAILED');
    },
  );
};
