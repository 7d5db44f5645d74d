import { z } from 'zod';
import { V1Balance } from '../v1/v1-balance.js';
import { ApiMode, Cents } from '../v1/v1-common.js';

/** Smallest and largest top-up, in cents ($10 … $100,000). */
export const TOP_UP_MIN_CENTS = 1_000;
export const TOP_UP_MAX_CENTS = 10_000_000;

/** Why a balance moved. */
export const BalanceEntryReason = z.enum(['top_up', 'test_funds', 'order', 'order_cancelled']);

/** One movement of a balance. */
export const BalanceEntryResponse = z.object({
  id: z.number().int(),
  mode: ApiMode,
  /** Positive in, negative out, in cents. */
  amountCents: z.number().int(),
  balanceAfterCents: Cents,
  reason: BalanceEntryReason,
  orderId: z.string().nullable(),
  createdAt: z.string(),
});
/** One movement of a balance. */
export type BalanceEntryResponse = z.infer<typeof BalanceEntryResponse>;

/** GET /api/developers/balance reply: both modes' balances and the latest movements. */
export const DeveloperBalanceResponse = z.object({
  balances: z.array(V1Balance),
  entries: z.array(BalanceEntryResponse),
});
/** GET /api/developers/balance reply. */
export type DeveloperBalanceResponse = z.infer<typeof DeveloperBalanceResponse>;

const TopUpAmount = Cents.min(TOP_UP_MIN_CENTS, {
  message: `Top up at least $${TOP_UP_MIN_CENTS / 100}.`,
}).max(TOP_UP_MAX_CENTS, {
  message: `Top up at most $${(TOP_UP_MAX_CENTS / 100).toLocaleString('en')}.`,
});

/** POST /api/developers/balance/top-up body: live money, paid on the provider's hosted checkout. */
export const TopUpRequest = z.object({ amountCents: TopUpAmount });
/** POST /api/developers/balance/top-up body. */
export type TopUpRequest = z.infer<typeof TopUpRequest>;

/** POST /api/developers/balance/top-up reply: where to pay. */
export const TopUpResponse = z.object({ checkoutUrl: z.string() });
/** POST /api/developers/balance/top-up reply. */
export type TopUpResponse = z.infer<typeof TopUpResponse>;

/** POST /api/developers/balance/test-funds body: test money, added at once, never charged. */
export const TestFundsRequest = z.object({ amountCents: TopUpAmount });
/** POST /api/developers/balance/test-funds body. */
export type TestFundsRequest = z.infer<typeof TestFundsRequest>;

/** PUT /api/developers/balance/threshold body: when to send balance.low (null: never). */
export const BalanceThresholdRequest = z.object({
  mode: ApiMode,
  lowBalanceThresholdCents: Cents.nullable(),
});
/** PUT /api/developers/balance/threshold body. */
export type BalanceThresholdRequest = z.infer<typeof BalanceThresholdRequest>;

// Public API: projects, estimates, balance: the top-up's return page asks how it went.

/** POST /api/developers/balance/top-up/confirm body: the session the return address names. */
export const TopUpConfirmRequest = z.object({
  // Provider session ids are letters, digits, '_' and '-' (Stripe's cs_…, the sandbox's).
  sessionId: z
    .string({ message: 'sessionId is the topUp value of the return address.' })
    .regex(/^[A-Za-z0-9_-]{1,255}$/, {
      message: 'sessionId is the topUp value of the return address.',
    }),
});
/** POST /api/developers/balance/top-up/confirm body. */
export type TopUpConfirmRequest = z.infer<typeof TopUpConfirmRequest>;

/** Where a top-up stands: PAID once credited (exactly once), PENDING while the provider has no payment. */
export const TopUpStatus = z.enum(['PENDING', 'PAID', 'EXPIRED', 'FAILED']);

/** POST /api/developers/balance/top-up/confirm reply: the top-up and the live balance after it. */
export const TopUpConfirmResponse = z.object({
  status: TopUpStatus,
  amountCents: Cents,
  balance: V1Balance,
});
/** POST /api/developers/balance/top-up/confirm reply. */
export type TopUpConfirmResponse = z.infer<typeof TopUpConfirmResponse>;
