import { ErrorBody, OpsOverview } from '@netzero/contract';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OpsOverviewService } from '../../services/overview/ops-overview.service.js';
import type { AttentionGroupRows } from '../../services/ports/ops-overview.port.js';
import { OPS_ROUTE } from './ops-wire.js';

const group = (rows: AttentionGroupRows) => ({
  count: rows.count,
  latest: rows.latest.map((row) => ({ ...row, at: row.at.toISOString() })),
});

/** GET /api/ops/overview: the console's first page (issue 19 §1). */
export const opsOverviewRoutes: FastifyPluginAsyncZod<{
  overview: OpsOverviewService;
  requireOperator: onRequestAsyncHookHandler;
}> = async (app, { overview, requireOperator }) => {
  app.get(
    '/api/ops/overview',
    {
      onRequest: requireOperator,
      schema: {
        ...OPS_ROUTE,
        summary: 'Sales, revenue by day, stock and what needs attention (operators only)',
        description:
          'Days are UTC days: today since 00:00 UTC, 7 and 30 days ending today. Revenue is the paid orders’ totals in cents.',
        response: { 200: OpsOverview, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async () => {
      const found = await overview.overview();
      const { automaticRefunds, lateReconciled, deadJobs, openDisputes } = found.attention;
      return {
        ...found,
        generatedAt: found.generatedAt.toISOString(),
        byDay: [...found.byDay],
        stock: [...found.stock],
        attention: {
          automaticRefunds: group(automaticRefunds),
          lateReconciled: group(lateReconciled),
          deadJobs: group(deadJobs),
          openDisputes: group(openDisputes),
        },
      };
    },
  );
};
