import {
  type CheckoutOpenFailure,
  directCheckoutFailureMessage,
  type ExternalNavigator,
  MESSAGES,
  type Result,
} from '@netzero/core';

/** A checkout form's status line: nothing, a notice (on the way to payment), or why it failed. */
export type CheckoutFormStatus =
  | { readonly tone: 'none' }
  | { readonly tone: 'success' | 'error'; readonly text: string };

/**
 * What a checkout form does with openDirectCheckout's result. Opened: it says so and sends the
 * browser to the payment page, leaving the form disabled (the browser is on its way). Not opened:
 * it enables the form again and says why; the failure is returned for a form that also marks the
 * fields the server named.
 */
export function handOffToCheckout(
  opened: Result<string, CheckoutOpenFailure>,
  form: {
    readonly navigator: ExternalNavigator;
    readonly setWorking: (working: boolean) => void;
    readonly setStatus: (status: CheckoutFormStatus) => void;
  },
): CheckoutOpenFailure | null {
  if (opened.ok) {
    form.setStatus({ tone: 'success', text: MESSAGES['CHECKOUT.PROCEEDING'] });
    form.navigator.open(opened.value);
    return null;
  }
  form.setWorking(false);
  form.setStatus({ tone: 'error', text: directCheckoutFailureMessage(opened.error) });
  return opened.error;
}
