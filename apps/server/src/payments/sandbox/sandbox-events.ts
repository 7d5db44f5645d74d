import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { PaymentEvent, PaymentReference } from '../../services/ports/payment-provider.port.js';

// The JSON body of a sandbox webhook delivery. Shaped like Stripe's events (id, type, created,
// data) but with our own flat, camelCase data, so the parser is the only thing that knows it.

const isoDate = z.iso.datetime({ offset: true }).transform((text) => new Date(text));

const SessionData = z.object({ sessionId: z.string().min(1) });
const KnownEvent = z.discriminatedUnion('type', [
  z.object({ id: z.string(), type: z.literal('checkout.session.completed'), data: SessionData }),
  z.object({ id: z.string(), type: z.literal('checkout.session.expired'), data: SessionData }),
  z.object({
    id: z.string(),
    type: z.literal('invoice.paid'),
    data: z.object({
      invoiceId: z.string().min(1),
      subscriptionId: z.string().min(1),
      billingReason: z.string(),
      periodEnd: isoDate,
      amountPaidCents: z.number().int().nonnegative(),
    }),
  }),
  z.object({
    id: z.string(),
    type: z.literal('customer.subscription.deleted'),
    data: z.object({ subscriptionId: z.string().min(1) }),
  }),
  z.object({
    id: z.string(),
    type: z.literal('payment.refunded'),
    data: z.object({
      // A checkout session's payment, or a renewal invoice's: exactly one of the two.
      payment: z.union([
        z.object({ sessionId: z.string().min(1), invoiceId: z.null() }),
        z.object({ sessionId: z.null(), invoiceId: z.string().min(1) }),
      ]),
      fullyRefunded: z.boolean(),
      amountRefundedCents: z.number().int().nonnegative(),
    }),
  }),
]);
const AnyEvent = z.object({ id: z.string().startsWith('evt_sandbox_'), type: z.string() });

/**
 * The id of the one event of `type` about `objectId`: the same on every attempt, so a redelivery
 * (after a failed attempt, a restart or a second server sweeping) is recognised by its id.
 */
export function sandboxEventId(type: string, objectId: string): string {
  const digest = createHash('sha256').update(`${type}:${objectId}`).digest('base64url');
  return `evt_sandbox_${digest.slice(0, 32)}`;
}

/** An event in the sandbox's JSON form (what its delivery job stores), created at `created`. */
export function sandboxWireEvent(event: PaymentEvent, created: Date): Record<string, unknown> {
  const { id, type, ...data } = event;
  const wire =
    'periodEnd' in data ? { ...data, periodEnd: data.periodEnd.toISOString() } : (data as object);
  return { id, type, created: created.toISOString(), data: wire };
}

/** The webhook body of an event, as the sandbox sends it. */
export function serializeSandboxEvent(event: PaymentEvent, created: Date): string {
  return JSON.stringify(sandboxWireEvent(event, created));
}

/** Reads a (verified) webhook body: the event, null for a type we do not act on, or 'malformed'. */
export function parseSandboxEvent(rawBody: string): PaymentEvent | null | 'malformed' {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return 'malformed';
  }
  if (!AnyEvent.safeParse(json).success) return 'malformed';
  const known = KnownEvent.safeParse(json);
  if (known.success) {
    const { id, type, data } = known.data;
    return { id, type, ...data } as PaymentEvent;
  }
  const { type } = json as { type: string };
  return KnownEvent.options.some((option) => option.shape.type.value === type) ? 'malformed' : null;
}

/** A checkout session's completion or expiry, with its one id. */
export function sandboxSessionEvent(
  type: 'checkout.session.completed' | 'checkout.session.expired',
  sessionId: string,
): PaymentEvent {
  return { id: sandboxEventId(type, sessionId), type, sessionId };
}

/** A paid invoice of a subscription's period (ending at `periodEnd`); the invoice id names both. */
export function sandboxInvoicePaidEvent(invoice: {
  subscriptionId: string;
  periodEnd: Date;
  amountPaidCents: number;
  billingReason: 'subscription_create' | 'subscription_cycle';
}): PaymentEvent {
  const invoiceId = `in_sandbox_${invoice.subscriptionId}_${invoice.periodEnd.toISOString()}`;
  return {
    id: sandboxEventId('invoice.paid', invoiceId),
    type: 'invoice.paid',
    invoiceId,
    ...invoice,
  };
}

/** A subscription's cancellation. */
export function sandboxSubscriptionDeletedEvent(subscriptionId: string): PaymentEvent {
  const type = 'customer.subscription.deleted';
  return { id: sandboxEventId(type, subscriptionId), type, subscriptionId };
}

/** The full refund of a payment (a checkout session's or a renewal invoice's), named by its refund. */
export function sandboxRefundedEvent(refund: {
  refundId: string;
  payment: PaymentReference;
  amountRefundedCents: number;
}): PaymentEvent {
  const type = 'payment.refunded';
  return {
    id: sandboxEventId(type, refund.refundId),
    type,
    payment: refund.payment,
    fullyRefunded: true,
    amountRefundedCents: refund.amountRefundedCents,
  };
}
