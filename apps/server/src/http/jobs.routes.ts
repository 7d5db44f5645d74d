import { ErrorBody, JobListResponse, JobsQuery } from '@netzero/contract';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { JobQueue } from '../services/ports/job-queue.port.js';

/**
 * GET /api/ops/jobs?status=dead: the durable queue's jobs (kind, state, attempts, last error),
 * so a dead e-mail is visible, not only logged. The operator token is checked on request, before
 * the query is even validated.
 */
export const jobsRoutes: FastifyPluginAsyncZod<{
  jobs: JobQueue;
  requireOperator: onRequestAsyncHookHandler;
}> = async (app, { jobs, requireOperator }) => {
  app.get(
    '/api/ops/jobs',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['Operations'],
        summary: 'List the job queue, e.g. the dead jobs (operators only)',
        description:
          'Newest first. Needs `Authorization: Bearer <operator token>`. A dead job used all its attempts; its last error says why.',
        security: [{ operatorSession: [] }, { operatorToken: [] }],
        querystring: JobsQuery,
        response: { 200: JobListResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const list = await jobs.list({ status: request.query.status, limit: request.query.limit });
      return list.map((job) => ({
        ...job,
        runAt: job.runAt.toISOString(),
        createdAt: job.createdAt.toISOString(),
        finishedAt: job.finishedAt?.toISOString() ?? null,
      }));
    },
  );
};
