import {
  DisputeListResponse,
  DisputesQuery,
  ErrorBody,
  RefundListResponse,
  RefundsQuery,
} from '@netzero/contract';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RefundService } from '../services/orders/refund.service.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * GET /api/ops/refunds and /api/ops/disputes: money that went back to buyers (automatic refunds of
 * late payments among them) and disputed payments, so each is visible to a person, not only
 * logged. The operator token is checked on request, before the query is validated.
 */
export const paymentIssuesRoutes: FastifyPluginAsyncZod<{
  refunds: RefundService;
  requireOperator: onRequestAsyncHookHandler;
}> = async (app, { refunds, requireOperator }) => {
  const common = {
    tags: ['Operations'],
    security: [{ operatorSession: [] }, { operatorToken: [] }] as { [label: string]: string[] }[],
  };
  app.get(
    '/api/ops/refunds',
    {
      onRequest: requireOperator,
      schema: {
        ...common,
        summary: 'List refunds, e.g. the failed ones (operators only)',
        description:
          'Newest first. Needs `Authorization: Bearer <operator token>`. A failed refund was refused by the provider on every attempt: refund it by hand.',
        querystring: RefundsQuery,
        response: { 200: RefundListResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const list = await refunds.listRefunds(request.query);
      return list.map(({ providerInvoiceId: _invoice, ...refund }) => ({
        ...refund,
        createdAt: refund.createdAt.toISOString(),
        completedAt: iso(refund.completedAt),
      }));
    },
  );
  app.get(
    '/api/ops/disputes',
    {
      onRequest: requireOperator,
      schema: {
        ...common,
        summary: 'List disputed payments (operators only)',
        description:
          'Newest first. Needs `Authorization: Bearer <operator token>`. A lost dispute refunds its order.',
        querystring: DisputesQuery,
        response: { 200: DisputeListResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const list = await refunds.listDisputes(request.query);
      return list.map(({ investmentId: _investment, ...dispute }) => ({
        ...dispute,
        createdAt: dispute.createdAt.toISOString(),
        closedAt: iso(dispute.closedAt),
      }));
    },
  );
};
