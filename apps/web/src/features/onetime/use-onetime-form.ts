import { SITE_ROUTES } from '@netzero/content';
import {
  type CheckoutOpenFailure,
  DIRECT_CHECKOUT_PRODUCT_ID,
  MESSAGES,
  type OneTimeFormField,
  openDirectCheckout,
  parseNumberInput,
  suggestedQuantityTonnes,
  toFieldMessages,
  validateOneTimeForm,
} from '@netzero/core';
import { useId, useState } from 'react';
import { type CheckoutFormStatus, handOffToCheckout } from '../../ui/checkout-handoff';
import { usePort } from '../../ui/port-context';
import { useTimeoutWait } from '../../ui/use-timeout-wait';

/** What the /Onetime form holds, as typed. */
export type OnetimeValues = Readonly<Record<OneTimeFormField, string>>;

/** The status line: nothing yet, the success notices, or why checkout did not open. */
export type OnetimeStatus = CheckoutFormStatus;

const FIELD_ORDER: readonly OneTimeFormField[] = ['quantity', 'fullName', 'phone', 'email'];

// The server names the receipt name 'receiptName'; on this form that is the full name.
const SERVER_FIELDS: Readonly<Record<string, OneTimeFormField>> = {
  quantity: 'quantity',
  receiptName: 'fullName',
  email: 'email',
};

function serverFieldErrors(error: CheckoutOpenFailure): Partial<Record<OneTimeFormField, string>> {
  if (error.kind !== 'http' || !error.errors) return {};
  const fields: Partial<Record<OneTimeFormField, string>> = {};
  for (const [name, message] of Object.entries(error.errors)) {
    const field = SERVER_FIELDS[name];
    if (field && message) fields[field] = message;
  }
  return fields;
}

/** Whole tonnes sent to checkout for a valid quantity: rounded up, at least 1. */
export function checkoutTonnes(quantity: string): number | null {
  const tonnes = parseNumberInput(quantity);
  return tonnes === null || tonnes <= 0 ? null : suggestedQuantityTonnes(tonnes);
}

/**
 * The /Onetime form (spec §5 'One-time business form'): the core's validation, then, instead of
 * stopping at 'Form submitted successfully!', the real direct checkout of product 1 with up to
 * 3 attempts 1 s apart, and the redirect to the payment page.
 */
export function useOnetimeForm(initialQuantity: string) {
  const checkoutGateway = usePort('checkoutGateway');
  const navigator = usePort('navigator');
  const wait = useTimeoutWait();
  const [values, setValues] = useState<OnetimeValues>({
    quantity: initialQuantity,
    fullName: '',
    phone: '',
    email: '',
  });
  const [errors, setErrors] = useState<Partial<Record<OneTimeFormField, string>>>({});
  const [status, setStatus] = useState<OnetimeStatus>({ tone: 'none' });
  const [working, setWorking] = useState(false);
  const prefix = useId();
  const ids = Object.fromEntries(
    FIELD_ORDER.map((field) => [field, `${prefix}-${field}`]),
  ) as Record<OneTimeFormField, string>;

  function change(field: OneTimeFormField, value: string) {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors(({ [field]: _edited, ...rest }) => rest);
  }

  function focusFirst(fields: Partial<Record<OneTimeFormField, string>>) {
    const first = FIELD_ORDER.find((field) => fields[field] !== undefined);
    if (first) document.getElementById(ids[first])?.focus();
  }

  async function submit() {
    if (working) return;
    const fieldErrors = toFieldMessages(validateOneTimeForm(values));
    setErrors(fieldErrors);
    const quantity = checkoutTonnes(values.quantity);
    if (Object.keys(fieldErrors).length > 0 || quantity === null) {
      setStatus({ tone: 'none' });
      focusFirst(fieldErrors);
      return;
    }
    setWorking(true);
    setStatus({ tone: 'success', text: MESSAGES['ONE_TIME.SUBMITTED'] });
    const email = values.email.trim();
    const opened = await openDirectCheckout(
      { checkoutGateway, wait },
      {
        email,
        receiptName: values.fullName.trim(),
        productId: DIRECT_CHECKOUT_PRODUCT_ID,
        quantity,
        returnUrl: `${window.location.origin}${SITE_ROUTES.checkout.toLowerCase()}`,
        subscribe: false,
        page: 'one-time',
      },
    );
    const failure = handOffToCheckout(opened, { navigator, setWorking, setStatus });
    if (failure === null) return;
    const fromServer = serverFieldErrors(failure);
    if (Object.keys(fromServer).length > 0) {
      setErrors(fromServer);
      focusFirst(fromServer);
    }
  }

  return { values, change, errors, status, working, submit, ids };
}
