import { z } from 'zod';
import { SingleLineText } from '../fields.js';
import { ApiMode, publicId } from '../v1/v1-common.js';
import { WebhookEventType } from '../v1/v1-events.js';

/** A webhook endpoint as listed: never its signing secret. */
export const WebhookEndpointResponse = z.object({
  id: publicId('we'),
  mode: ApiMode,
  url: z.string(),
  events: z.array(WebhookEventType),
  description: z.string(),
  createdAt: z.string(),
  disabledAt: z.string().nullable(),
});
/** A webhook endpoint as listed. */
export type WebhookEndpointResponse = z.infer<typeof WebhookEndpointResponse>;

/** GET /api/developers/webhooks reply. */
export const WebhookEndpointListResponse = z.object({
  endpoints: z.array(WebhookEndpointResponse),
});
/** GET /api/developers/webhooks reply. */
export type WebhookEndpointListResponse = z.infer<typeof WebhookEndpointListResponse>;

/** POST /api/developers/webhooks body. */
export const CreateWebhookEndpointRequest = z.object({
  url: z
    .url({ protocol: /^https?$/, message: 'Enter an http(s) address.' })
    .max(500, { message: 'The address is at most 500 characters.' }),
  mode: ApiMode,
  events: z
    .array(WebhookEventType)
    .min(1, { message: 'Choose at least one event.' })
    .refine((events) => new Set(events).size === events.length, {
      message: 'Each event once.',
    }),
  description: SingleLineText(120).default(''),
});
/** POST /api/developers/webhooks body. */
export type CreateWebhookEndpointRequest = z.input<typeof CreateWebhookEndpointRequest>;

/** POST /api/developers/webhooks reply: the endpoint and its signing secret, shown this once. */
export const CreatedWebhookEndpointResponse = z.object({
  endpoint: WebhookEndpointResponse,
  secret: z.string(),
});
/** POST /api/developers/webhooks reply. */
export type CreatedWebhookEndpointResponse = z.infer<typeof CreatedWebhookEndpointResponse>;

/**
 * /api/developers/webhooks/{id} path: POST …/{id}/disable (replies WebhookEndpointResponse; there is
 * no DELETE, so the delivery log stays), GET …/{id}/deliveries, POST …/{id}/test.
 */
export const WebhookEndpointParams = z.object({ id: publicId('we') });

/** One attempt to deliver an event to an endpoint. */
export const WebhookDeliveryResponse = z.object({
  id: z.number().int(),
  eventId: z.string(),
  eventType: z.string(),
  attempt: z.number().int().min(1),
  /** The endpoint's HTTP status; null when no answer came (refused, timed out, blocked address). */
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int().min(0),
  createdAt: z.string(),
});
/** One delivery attempt. */
export type WebhookDeliveryResponse = z.infer<typeof WebhookDeliveryResponse>;

/** GET /api/developers/webhooks/{id}/deliveries reply: the newest 50 attempts. */
export const WebhookDeliveryListResponse = z.object({
  deliveries: z.array(WebhookDeliveryResponse),
});
/** GET /api/developers/webhooks/{id}/deliveries reply. */
export type WebhookDeliveryListResponse = z.infer<typeof WebhookDeliveryListResponse>;

/** POST /api/developers/webhooks/{id}/test reply: the test event queued for delivery. */
export const WebhookTestResponse = z.object({ eventId: z.string() });
/** POST /api/developers/webhooks/{id}/test reply. */
export type WebhookTestResponse = z.infer<typeof WebhookTestResponse>;
