/**
 * Router state that /Checkout passes to /Login when it sends a logged-out buyer there, so that the
 * login goes on to checkout with the merged cart (issue 18 item 9). Router state, not a query
 * parameter: it names no address, so it can never redirect anywhere else.
 */
export const CHECKOUT_AFTER_LOGIN = { next: 'checkout' } as const;

/** Whether the login was started from checkout (the state above). */
export function wantsCheckoutAfterLogin(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { next?: unknown }).next === CHECKOUT_AFTER_LOGIN.next
  );
}
