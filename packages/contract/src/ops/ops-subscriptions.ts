import { z } from 'zod';
import { IdParam, SingleLineText } from '../fields.js';
import { SubscriptionStatus } from '../subscriptions.js';

/** Most subscriptions one page of GET /api/ops/subscriptions returns. */
export const OPS_SUBSCRIPTIONS_PAGE_MAX = 100;

/** GET /api/ops/subscriptions query. */
export const OpsSubscriptionsQuery = z.object({
  status: SubscriptionStatus.optional(),
  email: SingleLineText(254).optional().describe('Part of the e-mail, any case.'),
  limit: z.coerce.number().int().min(1).max(OPS_SUBSCRIPTIONS_PAGE_MAX).default(25),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});
/** GET /api/ops/subscriptions query. */
export type OpsSubscriptionsQuery = z.infer<typeof OpsSubscriptionsQuery>;

/** One subscription as operators see it. */
export const OpsSubscriptionSummary = z.object({
  id: z.number().int(),
  status: SubscriptionStatus,
  email: z.string(),
  receiptName: z.string(),
  userId: z.number().int().nullable(),
  productName: z.string(),
  quantity: z.number().int(),
  provider: z.string(),
  currentPeriodEnd: z.string(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
});
/** One subscription. */
export type OpsSubscriptionSummary = z.infer<typeof OpsSubscriptionSummary>;

/** GET /api/ops/subscriptions reply. */
export const OpsSubscriptionList = z.object({
  items: z.array(OpsSubscriptionSummary),
  total: z.number().int(),
});
/** A page of subscriptions. */
export type OpsSubscriptionList = z.infer<typeof OpsSubscriptionList>;

/** A subscription's id in the path. */
export const OpsSubscriptionIdParams = z.object({ id: IdParam });
