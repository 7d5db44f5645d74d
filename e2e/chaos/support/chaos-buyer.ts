import { type BuyerContext, note } from './buyer-context.js';
import type { ChaosClient } from './chaos-client.js';
import { between, pick, sleep } from './chaos-figures.js';
import { type BuyerKind, openCheckout } from './open-checkout.js';

/** What the buyer does on the hosted checkout. */
export type Behaviour = 'pay' | 'decline-then-pay' | 'cancel' | 'late' | 'abandon';

const CARD = { cardholderName: 'Chaos Buyer', expiry: '12/34', cvc: '123' };
const PAYS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';

async function submitCard(client: ChaosClient, sessionId: string, cardNumber: string) {
  return client.call({
    method: 'POST',
    path: `/sandbox/checkout/${sessionId}/pay`,
    form: { ...CARD, cardNumber },
  });
}

/** Pays; a 409 (already complete) after a retried request means the first attempt paid. */
async function pay(client: ChaosClient, sessionId: string, context: BuyerContext, late: boolean) {
  const { figures } = context;
  // Out of order: the sandbox's completion event arrives before the buyer has paid.
  if (Math.random() < 0.15) {
    note(context, sessionId, 'completion sent before payment');
    await context.replayer.early('checkout.session.completed', sessionId);
  }
  // Out of order: an expiry for the session arrives before its completion.
  if (Math.random() < 0.1) {
    note(context, sessionId, 'expiry sent before completion');
    await context.replayer.early('checkout.session.expired', sessionId);
  }
  const answer = await submitCard(client, sessionId, PAYS);
  note(context, sessionId, `pay ${answer.status}`);
  const taken = answer.status === 303 || answer.status === 409;
  if (taken) {
    figures.paymentsTaken += 1;
    if (late) figures.latePaymentsTaken += 1;
  } else if (late && answer.status === 410) {
    // The sandbox closed the session with the reservation: the buyer could not pay at all.
    figures.latePaymentsRefused += 1;
  } else {
    figures.anomaly(`pay answered ${answer.status}${late ? ' (late)' : ''}`);
  }
  if (!taken) return;
  if (Math.random() < 0.3) {
    note(context, sessionId, 'completion sent again');
    await context.replayer.duplicateCompletion(sessionId);
  }
  // Some buyers come back to the return page (its confirm call), the others close the tab.
  if (Math.random() < 0.5) {
    context.figures.confirms += 1;
    const confirmed = await client.call({
      method: 'GET',
      path: `/api/direct-order-checkout/sandbox/session/confirm?sessionId=${sessionId}`,
    });
    note(context, sessionId, `confirm ${confirmed.status} ${confirmed.text}`);
  }
}

/** One buyer from arrival to leaving; never throws (a failure is counted as an anomaly). */
export async function runBuyer(client: ChaosClient, context: BuyerContext): Promise<void> {
  const { figures } = context;
  const kind = pick<BuyerKind>([
    ['cart', 4],
    ['guest', 4],
    ['subscription', 2],
  ]);
  figures.buyers += 1;
  if (kind === 'cart') figures.cartBuyers += 1;
  else if (kind === 'guest') figures.guestBuyers += 1;
  else figures.subscribers += 1;
  try {
    const sessionId = await openCheckout(client, kind, context);
    if (!sessionId) return;
    await sleep(between(100, 800));
    const behaviour = pick<Behaviour>([
      ['pay', 35],
      ['decline-then-pay', 15],
      ['cancel', 15],
      ['late', 20],
      ['abandon', 15],
    ]);
    note(context, sessionId, `${kind} buyer, ${behaviour}`);
    switch (behaviour) {
      case 'pay':
        return await pay(client, sessionId, context, false);
      case 'decline-then-pay': {
        const declined = await submitCard(client, sessionId, DECLINED);
        if (declined.status === 402) figures.declines += 1;
        else figures.anomaly(`declined card answered ${declined.status}`);
        return await pay(client, sessionId, context, false);
      }
      case 'cancel': {
        const cancelled = await client.call({
          method: 'POST',
          path: `/sandbox/checkout/${sessionId}/cancel`,
        });
        note(context, sessionId, `cancel ${cancelled.status}`);
        if (cancelled.status === 303) figures.cancels += 1;
        // 410: a retried cancel found its session already ended with the reservation.
        else if (cancelled.status !== 410) figures.anomaly(`cancel answered ${cancelled.status}`);
        return;
      }
      case 'late':
        // Past the reservation: the sweeper may have expired the order before the money arrives.
        await sleep(context.reservationTtlMs + between(1000, 3000));
        figures.latePaymentsTried += 1;
        return await pay(client, sessionId, context, true);
      case 'abandon':
        figures.abandoned += 1;
        return;
    }
  } catch (error) {
    figures.anomaly(`${kind} buyer: ${error instanceof Error ? error.message : String(error)}`);
  }
}
