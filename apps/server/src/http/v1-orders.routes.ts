import {
  ErrorBody,
  V1ListQuery,
  V1Order,
  V1OrderList,
  V1OrderParams,
  V1OrderRequest,
} from '@netzero/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiOrderService } from '../services/developers/api-order.service.js';
import type {
  ApiOrderObject,
  ApiOrderQuantity,
  CreateApiOrderFailure,
} from '../services/ports/api-order.repository.port.js';
import { apiCallerOf } from './api-key-guard.js';
import { sendError } from './error-handler.js';
import { IDEMPOTENT_REPLAYED_HEADER } from './v1-idempotency.js';

const tags = ['Orders'];
const security = [{ apiKey: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody };

/** An order's wire form, checked against the contract (the service builds it, V1Order vouches). */
export const toV1Order = (order: ApiOrderObject): V1Order => V1Order.parse(order);

const ownerOf = (request: FastifyRequest) => {
  const caller = apiCallerOf(request);
  return { userId: caller.userId, mode: caller.mode };
};

const vintageText = (vintage?: number) => (vintage === undefined ? '' : ` of vintage ${vintage}`);

// Each failure with its status, and the field it is about when there is one.
function sendFailure(reply: FastifyReply, failure: CreateApiOrderFailure, mode: string) {
  switch (failure.code) {
    case 'ESTIMATE_NOT_FOUND':
      return sendError(reply, 400, 'V1.ESTIMATE_NOT_FOUND', {
        estimateId: 'No estimate with this id for this API key.',
      });
    case 'PROJECT_NOT_FOUND':
      return sendError(reply, 400, 'V1.PROJECT_NOT_FOUND', {
        projectId: 'No published project with this id.',
      });
    case 'AMOUNT_BELOW_ONE_TONNE': {
      const params = { minimumCents: failure.minimumCents, currency: failure.currency };
      return sendError(
        reply,
        400,
        'V1.AMOUNT_BELOW_ONE_TONNE',
        { amountCents: `amountCents must be at least ${failure.minimumCents} to buy one tonne.` },
        params,
      );
    }
    case 'NOT_ENOUGH_STOCK':
    case 'NO_PROJECT_WITH_STOCK':
      return sendError(
        reply,
        409,
        failure.code === 'NOT_ENOUGH_STOCK' ? 'V1.NOT_ENOUGH_STOCK' : 'V1.NO_PROJECT_WITH_STOCK',
        undefined,
        { tonnes: failure.tonnes, vintage: vintageText(failure.vintage) },
      );
    case 'INSUFFICIENT_BALANCE':
      return sendError(reply, 402, 'V1.INSUFFICIENT_BALANCE', undefined, {
        mode,
        neededCents: failure.neededCents,
        availableCents: failure.availableCents,
      });
  }
}

/** /v1/orders: orders by tonnes, budget or estimate; draft → placed → fulfilled, or cancelled. */
export const v1OrderRoutes: FastifyPluginAsyncZod<{
  orders: ApiOrderService;
  requireSecretKey: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}> = async (app, { orders, requireSecretKey }) => {
  app.addHook('onRequest', requireSecretKey);

  app.post(
    '/v1/orders',
    {
      schema: {
        operationId: 'createOrder',
        tags,
        security,
        summary: 'Order credits by tonnes, by amountCents or by estimateId; draft or placed',
        description:
          "A draft holds its tonnes and price for 15 minutes; placed (the default) charges the balance of the key's mode at once and is fulfilled shortly after (order.fulfilled). Send an Idempotency-Key header to retry safely: the same key and body answer the same order.",
        body: V1OrderRequest,
        response: { 201: V1Order, 402: ErrorBody, 409: ErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const { tonnes, amountCents, estimateId, ...rest } = request.body;
      const quantity: ApiOrderQuantity =
        tonnes !== undefined
          ? { tonnes }
          : amountCents !== undefined
            ? { amountCents }
            : { estimateId: estimateId ?? '' };
      // This route keeps its key's answer in the order's transaction (only orders made).
      request.idempotencyStored = true;
      const outcome = await orders.create(
        {
          ...owner,
          quantity,
          ...(rest.projectId !== undefined && { projectId: rest.projectId }),
          ...(rest.vintage !== undefined && { vintage: rest.vintage }),
          ...(rest.beneficiary !== undefined && { beneficiary: rest.beneficiary }),
          metadata: rest.metadata ?? {},
          state: rest.state,
        },
        request.idempotencyClaim,
      );
      if (outcome.kind === 'failed') return sendFailure(reply, outcome.failure, owner.mode);
      if (outcome.kind === 'replayed') {
        const { answer } = outcome;
        if (answer.requestHash !== request.idempotencyClaim?.requestHash)
          return sendError(reply, 409, 'V1.IDEMPOTENCY_KEY_REUSED');
        reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
        return reply.code(answer.statusCode).send(answer.body as V1Order);
      }
      return reply.code(201).send(toV1Order(outcome.order));
    },
  );

  app.get(
    '/v1/orders',
    {
      schema: {
        operationId: 'listOrders',
        tags,
        security,
        summary: "The key's account's orders in its mode, newest first, cursor-paged",
        querystring: V1ListQuery,
        response: { 200: V1OrderList, ...errors },
      },
    },
    async (request) => {
      const { limit, startingAfter } = request.query;
      const page = await orders.list(ownerOf(request), {
        limit,
        ...(startingAfter !== undefined && { startingAfter }),
      });
      const data = page.orders.map(toV1Order);
      return {
        object: 'list' as const,
        data,
        hasMore: page.hasMore,
        nextCursor: page.hasMore ? (data.at(-1)?.id ?? null) : null,
      };
    },
  );

  app.get(
    '/v1/orders/:id',
    {
      schema: {
        operationId: 'getOrder',
        tags,
        security,
        summary: "One order of the key's account and mode, with its certificate once fulfilled",
        params: V1OrderParams,
        response: { 200: V1Order, 404: ErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      const order = await orders.get(ownerOf(request), request.params.id);
      if (!order) return sendError(reply, 404, 'V1.ORDER_NOT_FOUND');
      return toV1Order(order);
    },
  );

  app.post(
    '/v1/orders/:id/place',
    {
      schema: {
        operationId: 'placeOrder',
        tags,
        security,
        summary: 'Place a draft: charge the balance and fulfil it; placed or fulfilled: unchanged',
        params: V1OrderParams,
        response: { 200: V1Order, 402: ErrorBody, 404: ErrorBody, 409: ErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const outcome = await orders.place(owner, request.params.id);
      switch (outcome.kind) {
        case 'not-found':
          return sendError(reply, 404, 'V1.ORDER_NOT_FOUND');
        case 'not-placeable':
          return sendError(reply, 409, 'V1.ORDER_NOT_PLACEABLE', undefined, {
            state: outcome.order.state === 'draft' ? 'an expired draft' : outcome.order.state,
          });
        case 'insufficient-balance':
          return sendError(reply, 402, 'V1.INSUFFICIENT_BALANCE', undefined, {
            mode: owner.mode,
            neededCents: outcome.neededCents,
            availableCents: outcome.availableCents,
          });
        default:
          return toV1Order(outcome.order);
      }
    },
  );

  app.post(
    '/v1/orders/:id/cancel',
    {
      schema: {
        operationId: 'cancelOrder',
        tags,
        security,
        summary:
          'Cancel a draft or a placed order not yet fulfilled: tonnes back, balance refunded',
        params: V1OrderParams,
        response: { 200: V1Order, 404: ErrorBody, 409: ErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await orders.cancel(ownerOf(request), request.params.id);
      if (outcome.kind === 'not-found') return sendError(reply, 404, 'V1.ORDER_NOT_FOUND');
      if (outcome.kind === 'fulfilled')
        return sendError(reply, 409, 'V1.ORDER_FULFILLED_NOT_CANCELLABLE');
      return toV1Order(outcome.order);
    },
  );
};
