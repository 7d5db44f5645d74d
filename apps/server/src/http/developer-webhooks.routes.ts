import {
  type ApiMode,
  CreatedWebhookEndpointResponse,
  CreateWebhookEndpointRequest,
  ErrorBody,
  type V1Order,
  WebhookDeliveryListResponse,
  type WebhookDeliveryResponse,
  WebhookEndpointListResponse,
  WebhookEndpointParams,
  WebhookEndpointResponse,
  WebhookTestResponse,
} from '@netzero/contract';
import { formatMessage } from '@netzero/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WebhookEndpointService } from '../services/developers/webhook-endpoint.service.js';
import type {
  WebhookDeliveryRecord,
  WebhookEndpointRecord,
} from '../services/ports/webhook-endpoint.repository.port.js';
import { newPublicId } from '../services/shared/public-id.js';
import type { authGuard } from './auth-guard.js';
import { sendError } from './error-handler.js';
import { sendRateLimited } from './rate-limited-reply.js';

const tags = ['Developers'];
const security = [{ bearer: [] }];

/** A webhook endpoint on the wire: dates as ISO 8601, never its secret. */
export function toWebhookEndpointResponse(
  endpoint: WebhookEndpointRecord,
): WebhookEndpointResponse {
  return {
    id: endpoint.id,
    mode: endpoint.mode,
    url: endpoint.url,
    events: [...endpoint.events],
    description: endpoint.description,
    createdAt: endpoint.createdAt.toISOString(),
    disabledAt: endpoint.disabledAt?.toISOString() ?? null,
  };
}

function toDeliveryResponse(delivery: WebhookDeliveryRecord): WebhookDeliveryResponse {
  return { ...delivery, createdAt: delivery.createdAt.toISOString() };
}

/**
 * The order a test event carries: shaped like a real fulfilled order of the endpoint's mode, so a
 * receiver's code runs its real path (the envelope says test: true).
 */
export function sampleFulfilledOrder(mode: ApiMode, now: Date): V1Order {
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
  return {
    object: 'order',
    id: newPublicId('ord'),
    mode,
    state: 'fulfilled',
    projectId: 1,
    projectName: 'Biogas for clean cooking in Madhya Pradesh and Maharashtra',
    vintage: 2023,
    tonnes: 2,
    unitPriceCents: 1400,
    amountCents: 2800,
    currency: 'USD',
    estimateId: null,
    beneficiary: 'Sample Company Ltd',
    metadata: { sample: 'true' },
    createdAt: minutesAgo(2),
    draftExpiresAt: null,
    placedAt: minutesAgo(1),
    fulfilledAt: now.toISOString(),
    cancelledAt: null,
    // A sample retires nothing, so it has no certificate page.
    certificateUrl: null,
    serialRanges: [
      {
        first: 1_000_001,
        last: 1_000_002,
        registrySerialBlock: mode === 'test' ? '' : 'SAMPLE-BLOCK',
        vintage: 2023,
      },
    ],
  };
}

/** The dashboard's webhook endpoints: the signed-in account's own, with its session token. */
export const developerWebhookRoutes: FastifyPluginAsyncZod<{
  webhooks: WebhookEndpointService;
  requireUser: ReturnType<typeof authGuard>;
}> = async (app, { webhooks, requireUser }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/developers/webhooks',
    {
      schema: {
        tags,
        security,
        summary:
          'Your webhook endpoints, newest first, disabled ones included (never their secrets)',
        response: { 200: WebhookEndpointListResponse, 401: ErrorBody },
      },
    },
    async (request) => ({
      endpoints: (await webhooks.list(request.userId)).map(toWebhookEndpointResponse),
    }),
  );

  app.post(
    '/api/developers/webhooks',
    {
      schema: {
        tags,
        security,
        summary:
          'Register a webhook endpoint (a public http(s) address); the answer shows its signing secret once',
        body: CreateWebhookEndpointRequest,
        response: {
          201: CreatedWebhookEndpointResponse,
          400: ErrorBody,
          401: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const created = await webhooks.create(request.userId, request.body);
      if (!created.ok) {
        const { refusal } = created;
        if (refusal.code === 'DEVELOPERS.WEBHOOK_URL_PRIVATE')
          return sendError(reply, 400, 'API.INVALID_REQUEST', {
            url: formatMessage('DEVELOPERS.WEBHOOK_URL_PRIVATE'),
          });
        return sendError(reply, 409, refusal.code, undefined, { limit: refusal.limit });
      }
      return reply.code(201).send({
        endpoint: toWebhookEndpointResponse(created.endpoint),
        secret: created.secret,
      });
    },
  );

  app.post(
    '/api/developers/webhooks/:id/disable',
    {
      schema: {
        tags,
        security,
        summary: 'Disable one of your webhook endpoints: nothing more is sent to it; idempotent',
        params: WebhookEndpointParams,
        response: { 200: WebhookEndpointResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const disabled = await webhooks.disable(request.userId, request.params.id);
      if (!disabled) return sendError(reply, 404, 'DEVELOPERS.WEBHOOK_NOT_FOUND');
      return toWebhookEndpointResponse(disabled);
    },
  );

  app.get(
    '/api/developers/webhooks/:id/deliveries',
    {
      schema: {
        tags,
        security,
        summary: 'The newest 50 delivery attempts to one of your endpoints, with their answers',
        params: WebhookEndpointParams,
        response: {
          200: WebhookDeliveryListResponse,
          400: ErrorBody,
          401: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const deliveries = await webhooks.deliveries(request.userId, request.params.id);
      if (!deliveries) return sendError(reply, 404, 'DEVELOPERS.WEBHOOK_NOT_FOUND');
      return { deliveries: deliveries.map(toDeliveryResponse) };
    },
  );

  app.post(
    '/api/developers/webhooks/:id/test',
    {
      schema: {
        tags,
        security,
        summary:
          'Send a test order.fulfilled event (test: true) to this endpoint only; 30 an hour per account',
        params: WebhookEndpointParams,
        response: {
          202: WebhookTestResponse,
          400: ErrorBody,
          401: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const sent = await webhooks.sendTest(request.userId, request.params.id, sampleFulfilledOrder);
      if ('code' in sent) return sendRateLimited(reply, sent);
      if (sent.outcome === 'not-found')
        return sendError(reply, 404, 'DEVELOPERS.WEBHOOK_NOT_FOUND');
      if (sent.outcome === 'disabled') return sendError(reply, 409, 'DEVELOPERS.WEBHOOK_DISABLED');
      return reply.code(202).send({ eventId: sent.eventId });
    },
  );
};
