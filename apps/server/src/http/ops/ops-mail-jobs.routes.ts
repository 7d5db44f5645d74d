import {
  ErrorBody,
  JobParams,
  JobResponse,
  OutboxMessageDetail,
  OutboxPage,
  OutboxPageQuery,
  OutboxParams,
} from '@netzero/contract';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerClock } from '../../services/ports/clock.port.js';
import type { JobQueue, JobView } from '../../services/ports/job-queue.port.js';
import type { OutboxReader } from '../../services/ports/outbox-reader.port.js';
import { sendError } from '../error-handler.js';
import { actorOf, isoOrNull, OPS_ROUTE } from './ops-wire.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

const jobWire = (job: JobView) => ({
  ...job,
  runAt: job.runAt.toISOString(),
  createdAt: job.createdAt.toISOString(),
  finishedAt: isoOrNull(job.finishedAt),
});

/**
 * The console's Mail & jobs section (issue 19 §9): the whole outbox, one message, and the retry
 * of a dead job. GET /api/ops/outbox (one address) and GET /api/ops/jobs stay as they were.
 */
export const opsMailJobsRoutes: FastifyPluginAsyncZod<{
  outbox: OutboxReader | null;
  jobs: JobQueue;
  clock: ServerClock;
  requireOperator: onRequestAsyncHookHandler;
}> = async (app, { outbox, jobs, clock, requireOperator }) => {
  app.get(
    '/api/ops/outbox/messages',
    {
      onRequest: requireOperator,
      schema: {
        ...OPS_ROUTE,
        summary: 'List the whole outbox, newest first, without bodies (operators only)',
        description: 'Answers 409 when mail goes out by SMTP (there is no outbox).',
        querystring: OutboxPageQuery,
        response: { 200: OutboxPage, 409: ErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      if (!outbox) return sendError(reply, 409, 'OPS.OUTBOX_UNAVAILABLE');
      const { limit } = request.query;
      const items = await outbox.list(request.query);
      const last = items.at(-1);
      return {
        items: items.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
        nextBeforeId: items.length === limit && last ? last.id : null,
      };
    },
  );
  app.get(
    '/api/ops/outbox/:id',
    {
      onRequest: requireOperator,
      schema: {
        ...OPS_ROUTE,
        summary: 'Read one outbox message with its text and HTML bodies (operators only)',
        params: OutboxParams,
        response: { 200: OutboxMessageDetail, 409: ErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      if (!outbox) return sendError(reply, 409, 'OPS.OUTBOX_UNAVAILABLE');
      const message = await outbox.findById(request.params.id);
      if (!message) return sendError(reply, 404, 'OPS.MESSAGE_NOT_FOUND');
      return { ...message, createdAt: message.createdAt.toISOString() };
    },
  );
  app.post(
    '/api/ops/jobs/:id/retry',
    {
      onRequest: requireOperator,
      schema: {
        ...OPS_ROUTE,
        summary: 'Queue a dead job again with its attempts reset (operators only; audited)',
        description: 'Answers 409 for a job that is not dead.',
        params: JobParams,
        response: { 200: JobResponse, 409: ErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      const retry = await jobs.retryDead(request.params.id, clock.now(), actorOf(request.operator));
      if (retry.outcome === 'not-found') return sendError(reply, 404, 'OPS.JOB_NOT_FOUND');
      if (retry.outcome === 'not-dead')
        return sendError(reply, 409, 'OPS.JOB_NOT_DEAD', undefined, { status: retry.status });
      return jobWire(retry.job);
    },
  );
};
