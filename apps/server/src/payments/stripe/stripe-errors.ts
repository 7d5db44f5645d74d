import Stripe from 'stripe';

// Only these short, fixed fields of a Stripe error are safe to carry on: never its message (it may
// echo request parameters such as an e-mail address), its raw body, headers or the request.
const SAFE_TOKEN = /^[a-z0-9_]{1,64}$/i;

/** Whether Stripe answered that the object does not exist (404, resource_missing). */
export function isStripeNotFound(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeError &&
    (error.statusCode === 404 || error.code === 'resource_missing')
  );
}

/**
 * A plain Error for a failed Stripe call, with a safe message (the action, Stripe's status, error
 * type, code and request id) and no reference to the Stripe error, so none escapes this adapter.
 */
export function stripeFailure(action: string, error: unknown): Error {
  if (!(error instanceof Stripe.errors.StripeError))
    return new Error(`Stripe could not ${action}.`);
  const details = [
    error.statusCode === undefined ? null : `status ${error.statusCode}`,
    // rawType is the API's error type (e.g. invalid_request_error); type is the SDK's class name.
    error.rawType && SAFE_TOKEN.test(error.rawType) ? error.rawType : null,
    error.code && SAFE_TOKEN.test(error.code) ? error.code : null,
    error.requestId && SAFE_TOKEN.test(error.requestId) ? `request ${error.requestId}` : null,
  ].filter((part) => part !== null);
  return new Error(
    `Stripe could not ${action}${details.length ? ` (${details.join(', ')})` : ''}.`,
  );
}
