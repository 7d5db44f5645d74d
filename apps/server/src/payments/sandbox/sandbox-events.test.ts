import { describe, expect, it } from 'vitest';
import type { PaymentEvent } from '../../services/ports/payment-provider.port.js';
import {
  parseSandboxEvent,
  sandboxInvoicePaidEvent,
  sandboxRefundedEvent,
  sandboxSessionEvent,
  sandboxSubscriptionDeletedEvent,
  serializeSandboxEvent,
} from './sandbox-events.js';

// The sandbox's webhook body: what serialize writes, parse reads back exactly; nothing else passes.

const CREATED = new Date('2027-01-31T09:30:00.000Z');
const refunded = sandboxRefundedEvent({
  refundId: 're_sandbox_abc',
  payment: { sessionId: 'cs_sandbox_x', invoiceId: null },
  amountRefundedCents: 2800,
});

describe('sandbox events on the wire', () => {
  it.each<[string, PaymentEvent]>([
    ['a completion', sandboxSessionEvent('checkout.session.completed', 'cs_sandbox_x')],
    ['an expiry', sandboxSessionEvent('checkout.session.expired', 'cs_sandbox_x')],
    [
      'a paid invoice',
      sandboxInvoicePaidEvent({
        subscriptionId: 'sub_sandbox_x',
        periodEnd: new Date('2027-02-28T09:30:00.000Z'),
        amountPaidCents: 2800,
        billingReason: 'subscription_cycle',
      }),
    ],
    ['a cancellation', sandboxSubscriptionDeletedEvent('sub_sandbox_x')],
    ['a refund', refunded],
    [
      "a renewal invoice's refund",
      sandboxRefundedEvent({
        refundId: 're_sandbox_inv',
        payment: {
          sessionId: null,
          invoiceId: 'in_sandbox_sub_sandbox_x_2027-02-28T09:30:00.000Z',
        },
        amountRefundedCents: 2800,
      }),
    ],
  ])('reads back %s exactly as it was written', (_case, event) => {
    expect(parseSandboxEvent(serializeSandboxEvent(event, CREATED))).toEqual(event);
  });

  it('names a refund event by its refund: one id per refund, whatever the attempt', () => {
    expect(refunded).toEqual({
      id: expect.stringMatching(/^evt_sandbox_[A-Za-z0-9_-]{32}$/),
      type: 'payment.refunded',
      payment: { sessionId: 'cs_sandbox_x', invoiceId: null },
      fullyRefunded: true,
      amountRefundedCents: 2800,
    });
    const again = sandboxRefundedEvent({
      refundId: 're_sandbox_abc',
      payment: { sessionId: 'cs_sandbox_x', invoiceId: null },
      amountRefundedCents: 2800,
    });
    expect(again.id).toBe(refunded.id);
    const other = sandboxRefundedEvent({
      refundId: 're_sandbox_def',
      payment: { sessionId: 'cs_sandbox_x', invoiceId: null },
      amountRefundedCents: 2800,
    });
    expect(other.id).not.toBe(refunded.id);
  });

  it.each([
    ['no payment', { fullyRefunded: true, amountRefundedCents: 1 }],
    [
      'both a session and an invoice',
      {
        payment: { sessionId: 'cs_sandbox_x', invoiceId: 'in_sandbox_x' },
        fullyRefunded: true,
        amountRefundedCents: 1,
      },
    ],
    [
      'neither a session nor an invoice',
      {
        payment: { sessionId: null, invoiceId: null },
        fullyRefunded: true,
        amountRefundedCents: 1,
      },
    ],
    [
      'a negative amount',
      {
        payment: { sessionId: 'cs_sandbox_x', invoiceId: null },
        fullyRefunded: true,
        amountRefundedCents: -1,
      },
    ],
    [
      'a fractional amount',
      {
        payment: { sessionId: 'cs_sandbox_x', invoiceId: null },
        fullyRefunded: true,
        amountRefundedCents: 1.5,
      },
    ],
    [
      'fullyRefunded as text',
      {
        payment: { sessionId: 'cs_sandbox_x', invoiceId: null },
        fullyRefunded: 'yes',
        amountRefundedCents: 1,
      },
    ],
  ])('refuses a payment.refunded with %s as malformed', (_case, data) => {
    const body = JSON.stringify({
      id: 'evt_sandbox_x',
      type: 'payment.refunded',
      created: CREATED.toISOString(),
      data,
    });
    expect(parseSandboxEvent(body)).toBe('malformed');
  });
});
