import { MESSAGES } from '../messages/catalogue.js';
import type { CheckoutGateway, DirectCheckoutRequest } from '../ports/checkout-gateway.port.js';
import type { GatewayError } from '../ports/gateway-error.js';
import { gatewayErrorMessage } from '../ports/gateway-error-message.js';
import { err, ok, type Result } from '../shared/result.js';
import { CHECKOUT_RETRY_ATTEMPTS, CHECKOUT_RETRY_INTERVAL_MS } from '../shared/timing.js';

/** What openDirectCheckout needs. */
export interface OpenDirectCheckoutDeps {
  readonly checkoutGateway: CheckoutGateway;
  /** Resolves after the given milliseconds (the browser passes a setTimeout it clears on unmount). */
  readonly wait: (ms: number) => Promise<void>;
}

/** How often create-session is tried: attempts in total, and the pause between two, in milliseconds. */
export interface CheckoutRetryPolicy {
  readonly attempts: number;
  readonly intervalMs: number;
}

/** The one-time page's policy (spec §7, §9): 3 attempts, 1 s apart. */
export const DIRECT_CHECKOUT_RETRY: CheckoutRetryPolicy = {
  attempts: CHECKOUT_RETRY_ATTEMPTS,
  intervalMs: CHECKOUT_RETRY_INTERVAL_MS,
};

/** The subscription page's policy: one attempt (the spec retries only on the one-time page). */
export const SINGLE_ATTEMPT: CheckoutRetryPolicy = { attempts: 1, intervalMs: 0 };

/** Why no checkout opened: the call failed, or a 2xx reply carried no checkout url. */
export type CheckoutOpenFailure = GatewayError | { readonly kind: 'no-checkout-url' };

/** Whether a failed call is worth repeating: no reply at all, or a 5xx; a 4xx answer (400, 409) is final. */
export function isRetryableGatewayError(error: GatewayError): boolean {
  return error.kind === 'network' || error.status >= 500;
}

/**
 * Opens a hosted checkout (POST create-session) and gives its url, trying again after
 * policy.intervalMs on a network error or a 5xx, at most policy.attempts times in all.
 */
export async function openDirectCheckout(
  deps: OpenDirectCheckoutDeps,
  request: DirectCheckoutRequest,
  policy: CheckoutRetryPolicy = DIRECT_CHECKOUT_RETRY,
): Promise<Result<string, CheckoutOpenFailure>> {
  for (let attempt = 1; ; attempt += 1) {
    const reply = await deps.checkoutGateway.createSession(request);
    if (reply.ok) {
      const url = reply.value.checkoutUrl.trim();
      return url === '' ? err({ kind: 'no-checkout-url' }) : ok(url);
    }
    if (attempt >= policy.attempts || !isRetryableGatewayError(reply.error))
      return err(reply.error);
    await deps.wait(policy.intervalMs);
  }
}

/**
 * The one-time page's failure text (spec §8): the server's message, else 'Failed to initiate
 * checkout' for any other non-2xx or url-less reply, else (no reply) the processing error.
 */
export function directCheckoutFailureMessage(failure: CheckoutOpenFailure): string {
  if (failure.kind === 'network') return MESSAGES['CHECKOUT.PROCESSING_ERROR'];
  if (failure.kind === 'no-checkout-url' || failure.kind === 'invalid-reply') {
    return MESSAGES['CHECKOUT.INITIATE_FAILED'];
  }
  return failure.message?.trim() || MESSAGES['CHECKOUT.INITIATE_FAILED'];
}

/**
 * The subscription modal's failure text (spec §8): the out-of-stock notice when the server says
 * 'Not enough carbon credits', else the server message (or status text), else the processing error.
 */
export function subscriptionCheckoutFailureMessage(failure: CheckoutOpenFailure): string {
  if (failure.kind === 'no-checkout-url' || failure.kind === 'invalid-reply') {
    return MESSAGES['CHECKOUT.INITIATE_FAILED'];
  }
  if (failure.kind === 'http' && failure.message?.includes(MESSAGES['STOCK.NOT_ENOUGH_CREDITS'])) {
    return MESSAGES['SUBSCRIPTION.OUT_OF_STOCK'];
  }
  return gatewayErrorMessage(failure, MESSAGES['CHECKOUT.PROCESSING_ERROR']);
}
