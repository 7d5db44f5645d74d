import { ErrorBody, OutboxListResponse, OutboxQuery } from '@netzero/contract';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OutboxReader } from '../services/ports/outbox-reader.port.js';
import { sendError } from './error-handler.js';

/**
 * GET /api/ops/outbox: what the embedded mailer 'sent' to an address (verification and reset links
 * included), for operators running without SMTP. Only with the operator token.
 */
export const outboxRoutes: FastifyPluginAsyncZod<{
  outbox: OutboxReader | null;
  requireOperator: onRequestAsyncHookHandler;
}> = async (app, { outbox, requireOperator }) => {
  app.get(
    '/api/ops/outbox',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['Operations'],
        summary: 'Read the e-mails the embedded mailer stored for one address (operators only)',
        description:
          'Newest first. Needs `Authorization: Bearer <operator token>`: OPERATOR_TOKEN, or the token generated into the database (npm run operator-token). Answers 409 when mail goes out by SMTP.',
        security: [{ operatorSession: [] }, { operatorToken: [] }],
        querystring: OutboxQuery,
        response: {
          200: OutboxListResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      if (!outbox) return sendError(reply, 409, 'OPS.OUTBOX_UNAVAILABLE');
      const messages = await outbox.sentTo(request.query.to, request.query.limit);
      return messages.map((message) => ({
        ...message,
        createdAt: message.createdAt.toISOString(),
      }));
    },
  );
};
