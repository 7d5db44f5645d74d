import { ErrorBody, WebhookParams, WebhookReceivedResponse } from '@netzero/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type {
  FulfilmentService,
  PaymentEventOutcome,
} from '../services/orders/fulfilment.service.js';
import type { PaymentProvider } from '../services/ports/payment-provider.port.js';
import { sendError } from './error-handler.js';
import { SERVED_WHILE_DRAINING } from './request-drain.js';

// Outcomes an operator should hear of: money refunded or disputed, a renewal not fulfilled.
const NEEDS_ATTENTION: ReadonlySet<PaymentEventOutcome> = new Set([
  'renewal-past-due',
  'renewal-payment-failed',
  'renewal-refunded',
  'refund-pending',
  'refunded',
  'partially-refunded',
  'dispute-opened',
  'dispute-lost',
]);

// A provider's event can be larger than our API bodies; refusing a genuine one would only make
// the provider retry it forever.
const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * POST /api/payments/{provider}/webhook: the provider's signed event deliveries. The signature
 * covers the exact bytes sent, so this plugin (and only it) keeps JSON bodies as raw Buffers.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod<{
  payments: PaymentProvider;
  fulfilment: FulfilmentService;
}> = async (app, { payments, fulfilment }) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  const signatureHeader = payments.name === 'stripe' ? 'stripe-signature' : 'sandbox-signature';

  app.post(
    '/api/payments/:provider/webhook',
    {
      // A provider's confirmation of money received is still acted on while the server drains.
      config: SERVED_WHILE_DRAINING,
      bodyLimit: WEBHOOK_BODY_LIMIT_BYTES,
      schema: {
        tags: ['payments'],
        summary:
          "The payment provider's signed event notifications (checkout completed or expired, renewals)",
        description: `Verified with the \`${signatureHeader}\` header over the raw body; a delivery that fails verification changes nothing and gets 400. Each event id is acted on once.`,
        params: WebhookParams,
        response: { 200: WebhookReceivedResponse, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      if (request.params.provider !== payments.name) return sendError(reply, 404, 'API.NOT_FOUND');
      const signature = request.headers[signatureHeader];
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const parsed = await payments.parseWebhook(
        rawBody,
        typeof signature === 'string' ? signature : undefined,
      );
      if (!parsed.ok) return sendError(reply, 400, 'PAYMENT.WEBHOOK_INVALID');
      if (parsed.value === null) return { received: true as const };
      const event = parsed.value;
      const outcome = await fulfilment.handleEvent(event);
      const entry = { eventId: event.id, type: event.type, outcome };
      if (NEEDS_ATTENTION.has(outcome)) request.log.warn(entry, 'payment event needs attention');
      else request.log.info(entry, 'payment event handled');
      return { received: true as const };
    },
  );
};
