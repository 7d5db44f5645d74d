import { Readable } from 'node:stream';
import {
  ErrorBody,
  OpsOrderActionResult,
  OpsOrderDetail,
  OpsOrderIdParams,
  OpsOrderList,
  OpsOrdersFilter,
  OpsOrdersQuery,
  OpsRefundRequest,
  OpsSubjectNote,
  OpsSubjectNoteRequest,
} from '@netzero/contract';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OpsOrdersService } from '../../services/ops/ops-orders.service.js';
import type { OperatorActor } from '../../services/ports/audit-log.port.js';
import { sendError } from '../error-handler.js';
import { noteWire, orderDetailWire, orderFilterOf, orderSummaryWire } from './ops-order-wire.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const security = [{ operatorToken: [] }];

/** The operator the guard let through (it always sets one on these routes). */
export function actorOf(request: FastifyRequest): OperatorActor {
  if (!request.operator) throw new Error('operator route without the operator guard');
  return request.operator;
}

/**
 * /api/ops/orders: the operators' orders (list, CSV export, detail with its timeline) and their
 * actions (refund, resend the receipt, notes). The operator is checked on request, before the
 * query or body is validated.
 */
export const opsOrdersRoutes: FastifyPluginAsyncZod<{
  orders: OpsOrdersService;
  requireOperator: onRequestAsyncHookHandler;
}> = async (app, { orders, requireOperator }) => {
  const tags = ['Operations'];
  app.get(
    '/api/ops/orders',
    {
      onRequest: requireOperator,
      schema: {
        tags,
        security,
        summary: 'List orders with filters, search and paging (operators only)',
        description: 'Newest first; `total` counts every matching order, for the pager.',
        querystring: OpsOrdersQuery,
        response: { 200: OpsOrderList, ...errors },
      },
    },
    async (request) => {
      const { limit, offset, ...filter } = request.query;
      const page = await orders.list(orderFilterOf(filter), { limit, offset });
      return { items: page.items.map(orderSummaryWire), total: page.total };
    },
  );

  app.get(
    '/api/ops/orders.csv',
    {
      onRequest: requireOperator,
      schema: {
        tags,
        security,
        summary: 'Export the matching orders as CSV (operators only)',
        description:
          'RFC 4180, streamed: read in pages of 500 orders, newest first. Cells a spreadsheet would run as a formula start with a quote.',
        querystring: OpsOrdersFilter,
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
        .header('cache-control', 'no-store');
      // Fastify sends a stream as it comes (no serializer); its typed reply only knows the schema's string.
      const body = Readable.from(orders.csv(orderFilterOf(request.query)));
      return reply.send(body as unknown as string);
    },
  );

  app.get(
    '/api/ops/orders/:id',
    {
      onRequest: requireOperator,
      schema: {
        tags,
        security,
        summary: 'One order with its lines, certificate, timeline and notes (operators only)',
        params: OpsOrderIdParams,
        response: { 200: OpsOrderDetail, ...errors },
      },
    },
    async (request, reply) => {
      const order = await orders.detail(request.params.id);
      if (!order) return sendError(reply, 404, 'OPS.ORDER_NOT_FOUND');
      return orderDetailWire(order);
    },
  );

  app.post(
    '/api/ops/orders/:id/refund',
    {
      onRequest: requireOperator,
      schema: {
        tags,
        security,
        summary: 'Refund a PAID order through the payment provider (operators only)',
        description:
          'The order becomes REFUNDED at once (tonnes back in stock, serials and certificate cancelled); a job asks the provider and, once done, e-mails the buyer. 409 when the order is not PAID or was refunded already.',
        params: OpsOrderIdParams,
        body: OpsRefundRequest,
        response: { 202: OpsOrderActionResult, ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const outcome = await orders.refund(id, actorOf(request), request.body.reason);
      switch (outcome.kind) {
        case 'not-found':
          return sendError(reply, 404, 'OPS.ORDER_NOT_FOUND');
        case 'already-refunded':
          return sendError(reply, 409, 'OPS.ORDER_ALREADY_REFUNDED');
        case 'not-paid':
          return sendError(reply, 409, 'OPS.ORDER_NOT_PAID', undefined, { status: outcome.status });
        case 'api-order':
          return sendError(reply, 409, 'OPS.API_ORDER_NOT_REFUNDABLE');
        default:
          return reply
            .code(202)
            .send({ orderId: id, status: 'REFUNDED', refundId: outcome.refundId });
      }
    },
  );

  app.post(
    '/api/ops/orders/:id/resend-receipt',
    {
      onRequest: requireOperator,
      schema: {
        tags,
        security,
        summary: "Send a PAID order's receipt again (operators only)",
        params: OpsOrderIdParams,
        response: { 202: OpsOrderActionResult, ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const outcome = await orders.resendReceipt(id, actorOf(request));
      if (outcome.kind === 'not-found') return sendError(reply, 404, 'OPS.ORDER_NOT_FOUND');
      if (outcome.kind === 'not-paid')
        return sendError(reply, 409, 'OPS.ORDER_NOT_PAID', undefined, { status: outcome.status });
      return reply.code(202).send({ orderId: id, status: 'PAID', refundId: null });
    },
  );

  app.post(
    '/api/ops/orders/:id/notes',
    {
      onRequest: requireOperator,
      schema: {
        tags,
        security,
        summary: 'Add an internal note to an order (operators only)',
        params: OpsOrderIdParams,
        body: OpsSubjectNoteRequest,
        response: { 201: OpsSubjectNote, ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const outcome = await orders.addNote(request.params.id, actorOf(request), request.body.body);
      if (outcome.kind === 'not-found') return sendError(reply, 404, 'OPS.ORDER_NOT_FOUND');
      if (outcome.kind === 'needs-account') return sendError(reply, 409, 'OPS.NOTE_NEEDS_ACCOUNT');
      return reply.code(201).send(noteWire(outcome.note));
    },
  );
};
