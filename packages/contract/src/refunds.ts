import { z } from 'zod';

/** Most refunds or disputes one request returns. */
export const PAYMENT_ISSUES_PAGE_MAX = 100;

const Limit = z.coerce
  .number()
  .int()
  .min(1)
  .max(PAYMENT_ISSUES_PAGE_MAX)
  .default(50)
  .describe(`How many, newest first (1–${PAYMENT_ISSUES_PAGE_MAX}, default 50).`);

/** The states of a refund. */
export const RefundStatus = z
  .enum(['pending', 'succeeded', 'failed'])
  .describe(
    'pending: the provider is being asked (a job retries it); failed: the job gave up, refund it by hand.',
  );

/** Why money went back to a buyer. */
export const RefundReason = z
  .enum(['late-payment', 'renewal-no-stock', 'provider', 'dispute-lost', 'operator'])
  .describe(
    'late-payment: paid after the reservation ended and the tonnes were gone; renewal-no-stock: a monthly renewal charged when the project had no tonnes (both automatic); provider: refunded at the payment provider; dispute-lost: the bank returned it.',
  );

/** GET /api/ops/refunds query. */
export const RefundsQuery = z.object({
  status: RefundStatus.optional().describe('Only refunds in this state; all when absent.'),
  limit: Limit,
});
/** GET /api/ops/refunds query. */
export type RefundsQuery = z.infer<typeof RefundsQuery>;

/** One refund as operators see it. */
export const RefundResponse = z.object({
  id: z.number().int(),
  orderId: z.number().int().nullable(),
  investmentId: z.number().int().nullable(),
  subscriptionId: z
    .number()
    .int()
    .nullable()
    .describe('A renewal refunded before it had an order.'),
  reason: RefundReason,
  status: RefundStatus,
  amountCents: z.number().int().describe('In minor units of currency.'),
  currency: z.string().length(3),
  email: z.string().describe("The buyer's address (the refund e-mail went there)."),
  providerSessionId: z.string().nullable(),
  providerRefundId: z.string().nullable(),
  lastError: z.string().nullable().describe('Why the provider refused, when it did.'),
  createdAt: z.string().describe('ISO 8601.'),
  completedAt: z.string().nullable().describe('ISO 8601: when it succeeded or was given up.'),
});
/** One refund. */
export type RefundResponse = z.infer<typeof RefundResponse>;

/** GET /api/ops/refunds reply. */
export const RefundListResponse = z.array(RefundResponse);

/** Where a dispute stands at the buyer's bank. */
export const DisputeStatus = z.enum(['open', 'won', 'lost']);

/** GET /api/ops/disputes query. */
export const DisputesQuery = z.object({
  status: DisputeStatus.optional().describe('Only disputes in this state; all when absent.'),
  limit: Limit,
});
/** GET /api/ops/disputes query. */
export type DisputesQuery = z.infer<typeof DisputesQuery>;

/** One disputed payment as operators see it. */
export const DisputeResponse = z.object({
  id: z.string().describe("The provider's dispute id."),
  orderId: z.number().int().nullable(),
  status: DisputeStatus,
  reason: z.string().describe("The bank's reason, as the provider names it."),
  amountCents: z.number().int(),
  createdAt: z.string().describe('ISO 8601.'),
  closedAt: z.string().nullable().describe('ISO 8601.'),
});
/** One dispute. */
export type DisputeResponse = z.infer<typeof DisputeResponse>;

/** GET /api/ops/disputes reply. */
export const DisputeListResponse = z.array(DisputeResponse);
