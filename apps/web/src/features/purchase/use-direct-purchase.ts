import { SITE_ROUTES } from '@netzero/content';
import {
  DIRECT_CHECKOUT_PRODUCT_ID,
  type DirectCheckoutField,
  formatMessage,
  type GatewayError,
  hasFormErrors,
  openDirectCheckout,
  resolveReceiptName,
  toFieldMessages,
  validateDirectCheckout,
} from '@netzero/core';
import { useId, useState } from 'react';
import { type CheckoutFormStatus, handOffToCheckout } from '../../ui/checkout-handoff';
import { usePort } from '../../ui/port-context';
import type { ProductPriceState } from '../../ui/use-product-price';
import { useTimeoutWait } from '../../ui/use-timeout-wait';

/** A field of the form that can show an error (the server may also judge the recipient name). */
export type PurchaseField = DirectCheckoutField | 'receiptName';

/** What the one-time form holds, as typed. */
export interface PurchaseValues {
  readonly quantity: string;
  readonly receiptName: string;
  readonly email: string;
  readonly subscribe: boolean;
}

/** The form's status line: nothing, working, the success notice or an error. */
export type PurchaseStatus = CheckoutFormStatus;

const FIELD_ORDER: readonly PurchaseField[] = ['quantity', 'receiptName', 'email'];

/** Field messages the server sent with a 400, for the fields this form has. */
function serverFieldErrors(error: GatewayError): Partial<Record<PurchaseField, string>> {
  if (error.kind !== 'http' || !error.errors) return {};
  const fields: Partial<Record<PurchaseField, string>> = {};
  for (const field of FIELD_ORDER) {
    const message = error.errors[field];
    if (message) fields[field] = message;
  }
  return fields;
}

/**
 * The /Purchas form's behaviour (spec §5 'Direct checkout page', §7, §8): validation, the
 * create-session call with up to 3 attempts 1 s apart, and the redirect to the hosted checkout.
 */
export function useDirectPurchase(price: ProductPriceState, initialQuantity: string) {
  const checkoutGateway = usePort('checkoutGateway');
  const navigator = usePort('navigator');
  const wait = useTimeoutWait();
  const [values, setValues] = useState<PurchaseValues>({
    quantity: initialQuantity,
    receiptName: '',
    email: '',
    subscribe: false,
  });
  const [errors, setErrors] = useState<Partial<Record<PurchaseField, string>>>({});
  const [status, setStatus] = useState<PurchaseStatus>({ tone: 'none' });
  const [working, setWorking] = useState(false);
  const idPrefix = useId();
  const ids: Record<PurchaseField, string> = {
    quantity: `${idPrefix}-quantity`,
    receiptName: `${idPrefix}-receipt-name`,
    email: `${idPrefix}-email`,
  };

  function change<K extends keyof PurchaseValues>(field: K, value: PurchaseValues[K]) {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (field !== 'subscribe') {
      setErrors(({ [field as PurchaseField]: _edited, ...rest }) => rest);
    }
  }

  function focusFirst(fields: Partial<Record<PurchaseField, string>>) {
    const first = FIELD_ORDER.find((field) => fields[field] !== undefined);
    if (first) document.getElementById(ids[first])?.focus();
  }

  async function submit() {
    if (working) return;
    const verdict = validateDirectCheckout({
      quantity: values.quantity,
      email: values.email,
      price: price.status === 'loaded' ? price.price : null,
    });
    const fieldMessages = toFieldMessages(verdict.fields);
    setErrors(fieldMessages);
    if (hasFormErrors(verdict)) {
      setStatus(
        verdict.form ? { tone: 'error', text: formatMessage(verdict.form) } : { tone: 'none' },
      );
      focusFirst(fieldMessages);
      return;
    }
    setWorking(true);
    setStatus({ tone: 'none' });
    const email = values.email.trim();
    const opened = await openDirectCheckout(
      { checkoutGateway, wait },
      {
        email,
        receiptName: resolveReceiptName(values.receiptName, email),
        productId: DIRECT_CHECKOUT_PRODUCT_ID,
        quantity: Number(values.quantity.trim()),
        returnUrl: `${window.location.origin}${SITE_ROUTES.checkout.toLowerCase()}`,
        subscribe: values.subscribe,
        page: 'one-time',
      },
    );
    const failure = handOffToCheckout(opened, { navigator, setWorking, setStatus });
    if (failure?.kind === 'http') {
      const fromServer = serverFieldErrors(failure);
      setErrors(fromServer);
      focusFirst(fromServer);
    }
  }

  return { values, change, errors, status, working, submit, ids };
}
