import { WEBHOOK_EVENT_TYPES } from '@netzero/core';
import { z } from 'zod';
import { V1Balance } from './v1-balance.js';
import { ApiMode, publicId } from './v1-common.js';
import { V1Order } from './v1-orders.js';

/** An event type. */
export const WebhookEventType = z.enum(WEBHOOK_EVENT_TYPES);
/** An event type. */
export type WebhookEventType = z.infer<typeof WebhookEventType>;

/** The header that carries a delivery's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'netzero-signature';

/** How old a signed delivery may be before a receiver should refuse it, in seconds. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const envelope = <T extends string, D extends z.ZodType>(type: T, data: D) =>
  z.object({
    object: z.literal('event'),
    id: publicId('evt'),
    type: z.literal(type),
    mode: ApiMode,
    createdAt: z.string(),
    /** True for a test event sent from the dashboard. */
    test: z.boolean().optional(),
    data: z.object({ object: data }),
  });

/** The body of a webhook delivery (signed over `${t}.${rawBody}`). */
export const WebhookEvent = z.discriminatedUnion('type', [
  envelope('order.placed', V1Order),
  envelope('order.fulfilled', V1Order),
  envelope('order.cancelled', V1Order),
  envelope('balance.low', V1Balance),
]);
/** The body of a webhook delivery. */
export type WebhookEvent = z.infer<typeof WebhookEvent>;
