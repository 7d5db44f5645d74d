import type { RefundService } from '../services/orders/refund.service.js';
import type { JobHandler, JobLog } from './job-worker.js';

function refundIdOf(payload: unknown): number {
  const refundId = (payload as { refundId?: unknown } | null)?.refundId;
  if (typeof refundId !== 'number' || !Number.isInteger(refundId))
    throw new Error('refund-payment payload has no refund id');
  return refundId;
}

/**
 * The 'refund-payment' job: a payment that came after its tonnes were gone goes back to the buyer.
 * Logged at warn (an operator should know money went back), at error when the provider refused
 * on the last attempt (the refund is failed: a person must refund by hand).
 */
export function refundPaymentHandler(refunds: RefundService, log: JobLog): JobHandler {
  return async (payload, attempt) => {
    const refundId = refundIdOf(payload);
    const outcome = await refunds.runRefund(refundId, attempt.attempts >= attempt.maxAttempts);
    if (outcome === 'refunded') log.warn({ refundId }, 'late payment refunded automatically');
    if (outcome === 'gave-up')
      log.error({ refundId }, 'automatic refund failed for good; refund it by hand');
  };
}
