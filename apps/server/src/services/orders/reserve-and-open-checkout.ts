import { err, formatMessage, ok, type Result } from '@netzero/core';
import type { ServerClock } from '../ports/clock.port.js';
import type {
  HoldPolicy,
  HoldRefusal,
  NewOrder,
  OrderRecord,
  OrderRepository,
} from '../ports/order.repository.port.js';
import type {
  CheckoutLine,
  OpenedCheckoutSession,
  PaymentProvider,
} from '../ports/payment-provider.port.js';

/** Why the tonnes could not be reserved or the provider's checkout opened. */
export type ReserveFailure =
  | { readonly code: 'CHECKOUT.NOT_ENOUGH_CREDITS' | 'PRODUCTS.NOT_FOUND' }
  | HoldRefusal
  | { readonly code: 'CHECKOUT.PROVIDER_UNAVAILABLE'; readonly cause: unknown };

/**
 * Reserves the tonnes (a PENDING order: the repository's conditional update decides, so stock is
 * never oversold), then opens the provider's session. The reservation ends when it was set to;
 * the session may take payment longer (Stripe keeps one ~31 minutes at least), and a payment
 * after the reservation ended is re-reserved or refunded by fulfilment. When the provider fails, the order is closed FAILED at once, so its tonnes come back now rather than
 * when the reservation ends. With `holds`, the client's unpaid holds are judged in the
 * reservation's transaction. Answers the URL of the hosted checkout.
 */
export async function reserveAndOpenCheckout(
  deps: {
    readonly orders: OrderRepository;
    readonly payments: PaymentProvider;
    readonly clock: ServerClock;
    readonly reservationTtlMs: number;
  },
  order: Omit<NewOrder, 'provider' | 'reservationExpiresAt'>,
  returnUrl: (order: OrderRecord) => string,
  holds?: HoldPolicy,
): Promise<Result<string, ReserveFailure>> {
  const { orders, payments, clock, reservationTtlMs } = deps;
  const reservationExpiresAt = new Date(clock.now().getTime() + reservationTtlMs);
  const created = await orders.createPending(
    { ...order, provider: payments.name, reservationExpiresAt },
    holds,
  );
  if (!created.ok) {
    if (typeof created.error !== 'string') return err(created.error);
    const code =
      created.error === 'NOT_ENOUGH_CREDITS' ? 'CHECKOUT.NOT_ENOUGH_CREDITS' : 'PRODUCTS.NOT_FOUND';
    return err({ code });
  }
  const pending = created.value;
  const url = returnUrl(pending);
  let session: OpenedCheckoutSession;
  try {
    session = await payments.createCheckoutSession({
      reference: `order-${pending.id}`,
      mode: pending.kind === 'subscription' ? 'subscription' : 'payment',
      lines: checkoutLines(pending),
      currency: pending.currency,
      customerEmail: pending.email,
      successUrl: url,
      // Cancel returns to the same page, which then says 'Payment not completed.'
      cancelUrl: url,
      expiresAt: reservationExpiresAt,
      metadata: {
        orderId: String(pending.id),
        ...(pending.userId === null ? {} : { userId: String(pending.userId) }),
      },
    });
  } catch (cause) {
    await orders.close(pending.id, 'FAILED', clock.now());
    return err({ code: 'CHECKOUT.PROVIDER_UNAVAILABLE', cause });
  }
  await orders.attachSession(pending.id, session.sessionId);
  return ok(session.url);
}

/** The provider's lines: each project's tonnes, then the donation on its own line, so they add up to the order's total. */
export function checkoutLines(order: OrderRecord): CheckoutLine[] {
  const lines: CheckoutLine[] = order.lines.map((line) => ({
    name: line.productName,
    quantity: line.quantity,
    unitAmountCents: line.priceAtTimeCents,
  }));
  if (order.donationCents > 0) {
    lines.push({
      name: formatMessage('CHECKOUT.DONATION_LINE'),
      quantity: 1,
      unitAmountCents: order.donationCents,
      kind: 'donation',
    });
  }
  return lines;
}
