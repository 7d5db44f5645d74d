import { eq } from 'drizzle-orm';
import { products, users } from '../persistence/schema.js';
import type {
  CheckoutSessionRequest,
  PaymentEvent,
} from '../services/ports/payment-provider.port.js';
import { FakePaymentProvider } from './fake-payment-provider.js';
import { TEST_OPERATOR_TOKEN, type TestApp } from './test-app.js';

/** A fake provider that can be made to fail, as a provider outage would. */
export class SwitchableFakeProvider extends FakePaymentProvider {
  failCheckout = false;
  failCancel = false;

  override async createCheckoutSession(request: CheckoutSessionRequest) {
    if (this.failCheckout) throw new Error('provider unreachable');
    return super.createCheckoutSession(request);
  }

  override async cancelSubscription(subscriptionId: string): Promise<void> {
    if (this.failCancel) throw new Error('provider unreachable');
    return super.cancelSubscription(subscriptionId);
  }

  /** The request the session behind a checkout URL was opened with. */
  requestOf(checkoutUrl: string): CheckoutSessionRequest & { sessionId: string } {
    const sessionId = checkoutUrl.split('/').pop() ?? '';
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session for ${checkoutUrl}`);
    return { ...session.request, sessionId };
  }
}

/** A provider whose checkouts wait until the test lets them go: requests held in flight. */
export class HeldProvider extends FakePaymentProvider {
  readonly #held: (() => void)[] = [];
  opened = 0;

  override async createCheckoutSession(request: CheckoutSessionRequest) {
    this.opened++;
    await new Promise<void>((release) => this.#held.push(release));
    return super.createCheckoutSession(request);
  }

  releaseAll(): void {
    for (const release of this.#held.splice(0)) release();
  }
}

/** Sets a project's available tonnes. */
export async function setStock(ctx: TestApp, productId: number, tonnes: number): Promise<void> {
  await ctx.db.update(products).set({ availableTonnes: tonnes }).where(eq(products.id, productId));
}

/** A project's available tonnes. */
export async function stockOf(ctx: TestApp, productId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ tonnes: products.availableTonnes })
    .from(products)
    .where(eq(products.id, productId));
  return row?.tonnes ?? Number.NaN;
}

/** Marks an account's e-mail as verified, as opening the signup link does. */
export async function verifyEmail(ctx: TestApp, userId: number): Promise<void> {
  await ctx.db.update(users).set({ emailVerifiedAt: ctx.clock.now() }).where(eq(users.id, userId));
}

/** Delivers `event` to the webhook route as the fake provider signs it (the header 'valid'). */
export function deliverFakeEvent(ctx: TestApp, event: PaymentEvent) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/webhook',
    headers: { 'content-type': 'application/json', 'sandbox-signature': 'valid' },
    payload: JSON.stringify(event),
  });
}

/** GET `url` with the test operator token. */
export function getAsOperator(ctx: TestApp, url: string) {
  return ctx.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
  });
}
