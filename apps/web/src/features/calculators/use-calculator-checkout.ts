import { SITE_ROUTES } from '@netzero/content';
import {
  CALCULATOR_RETURN_FLAG,
  type CalculatorOrder,
  formatMessage,
  openDirectCheckout,
  resolveReceiptName,
  validateDirectCheckout,
} from '@netzero/core';
import { useState } from 'react';
import { type CheckoutFormStatus, handOffToCheckout } from '../../ui/checkout-handoff';
import { usePort } from '../../ui/port-context';
import { useTimeoutWait } from '../../ui/use-timeout-wait';

/** The checkout panel's status line: nothing, on the way to payment, or why it did not open. */
export type CalculatorCheckoutStatus = CheckoutFormStatus;

/**
 * Opens the direct checkout (POST create-session, up to 3 attempts 1 s apart) for exactly the
 * calculator's order: its project, whole tonnes and donation, then sends the buyer to pay.
 */
export function useCalculatorCheckout() {
  const checkoutGateway = usePort('checkoutGateway');
  const navigator = usePort('navigator');
  const wait = useTimeoutWait();
  const [email, setEmail] = useState('');
  const [receiptName, setReceiptName] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [status, setStatus] = useState<CalculatorCheckoutStatus>({ tone: 'none' });
  const [working, setWorking] = useState(false);

  async function pay(order: CalculatorOrder) {
    if (working) return;
    const verdict = validateDirectCheckout({
      quantity: order.tonnes,
      email,
      price: order.unitPriceCents / 100,
    });
    if (verdict.fields.email) {
      setEmailError(formatMessage(verdict.fields.email));
      return;
    }
    setEmailError(null);
    setWorking(true);
    setStatus({ tone: 'none' });
    const address = email.trim();
    const opened = await openDirectCheckout(
      { checkoutGateway, wait },
      {
        email: address,
        receiptName: resolveReceiptName(receiptName, address),
        productId: order.productId,
        quantity: order.tonnes,
        donationCents: order.donationCents,
        returnUrl: `${window.location.origin}${SITE_ROUTES.checkout.toLowerCase()}?${CALCULATOR_RETURN_FLAG}=1`,
        subscribe: false,
        page: 'one-time',
      },
    );
    handOffToCheckout(opened, { navigator, setWorking, setStatus });
  }

  return {
    email,
    receiptName,
    emailError,
    status,
    working,
    setEmail: (value: string) => {
      setEmail(value);
      setEmailError(null);
    },
    setReceiptName,
    pay,
  };
}
