import { z } from 'zod';
import { IdParam } from './fields.js';

/** Subscription statuses. */
export const SubscriptionStatus = z.enum(['ACTIVE', 'PAST_DUE', 'CANCELLED']);

/** A monthly offset subscription as its owner sees it. */
export const SubscriptionResponse = z.object({
  id: z.number().int(),
  status: SubscriptionStatus,
  productName: z.string(),
  /** Tonnes CO2 per month. */
  quantity: z.number().int(),
  receiptName: z.string(),
  email: z.string(),
  /** End of the period already paid for, ISO 8601. */
  currentPeriodEnd: z.string(),
  /** When it started, ISO 8601. */
  createdAt: z.string(),
});
/** A monthly offset subscription. */
export type SubscriptionResponse = z.infer<typeof SubscriptionResponse>;

/** GET /api/subscriptions reply: the user's subscriptions, newest first. */
export const SubscriptionListResponse = z.array(SubscriptionResponse);

/** POST /api/subscriptions/{id}/cancel path. */
export const SubscriptionParams = z.object({ id: IdParam });
