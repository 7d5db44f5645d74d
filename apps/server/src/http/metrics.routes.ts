import { ErrorBody } from '@netzero/contract';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerMetrics } from '../services/ports/server-metrics.port.js';

/** GET /metrics: Prometheus text for a scraper holding the operator token. */
export const metricsRoutes: FastifyPluginAsyncZod<{
  metrics: ServerMetrics;
  requireOperator: onRequestAsyncHookHandler;
}> = async (app, { metrics, requireOperator }) => {
  app.get(
    '/metrics',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['Operations'],
        summary: 'Prometheus metrics: requests by route and status, durations, the process',
        description:
          'Prometheus text exposition format. Needs `Authorization: Bearer <operator token>` (a scrape job sets it with `authorization: { credentials: … }`).',
        security: [{ operatorSession: [] }, { operatorToken: [] }],
        // A string is sent as it is (Fastify serializes only objects): the Prometheus text.
        response: { 200: z.string(), 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (_request, reply) => {
      const { contentType, text } = await metrics.exposition();
      return reply.type(contentType).send(text);
    },
  );
};
