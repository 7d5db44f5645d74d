import { type ApiMode, err, formatMessage, ok, type Result } from '@netzero/core';
import type { ApiBalance, ApiBalanceEntry, ApiBalances } from '../ports/api-balance.port.js';
import type {
  ApiTopUpRecord,
  ApiTopUpRepository,
  ApiTopUpStatus,
} from '../ports/api-top-up.repository.port.js';
import type { ServerClock } from '../ports/clock.port.js';
import type {
  CheckoutSessionState,
  OpenedCheckoutSession,
  PaymentProvider,
} from '../ports/payment-provider.port.js';
import type { RateLimiter } from '../ports/rate-limiter.port.js';
import { TOP_UP_SESSION_KIND, type TopUpPayments } from '../ports/top-up-payments.port.js';
import type { UserRepository } from '../ports/user.repository.port.js';
import { hitRateLimits, type RateLimit, type RateLimited } from '../shared/rate-limits.js';
import { topUpReturnUrls } from './top-up-return-url.js';

const HOUR_MS = 60 * 60_000;
/** Test funds one account may add: 20 times an hour (free money, so a script cannot loop it). */
export const TEST_FUNDS_PER_ACCOUNT: RateLimit = { limit: 20, windowMs: HOUR_MS };
/** Top-ups one account may start: 20 an hour (each opens a session at the provider). */
export const TOP_UPS_PER_ACCOUNT: RateLimit = { limit: 20, windowMs: HOUR_MS };
/** Movements the dashboard shows. */
export const BALANCE_ENTRIES_SHOWN = 50;
/** Balances are kept and topped up in US dollars. */
const TOP_UP_CURRENCY = 'USD';
// Due top-ups looked at per sweep: each costs one call to the provider.
const SETTLE_BATCH = 100;

/** The dashboard's view of an account's money: both modes and the latest movements. */
export interface BalanceOverview {
  readonly balances: readonly ApiBalance[];
  readonly entries: readonly ApiBalanceEntry[];
}

/** Where a top-up stands after its return page asked. */
export interface TopUpOutcome {
  readonly status: ApiTopUpStatus;
  readonly amountCents: number;
  readonly balance: ApiBalance;
}

/** What DeveloperBalanceService works with (wired in composition-root.ts). */
export interface DeveloperBalanceDeps {
  readonly balances: ApiBalances;
  readonly topUps: ApiTopUpRepository;
  readonly payments: PaymentProvider;
  readonly users: Pick<UserRepository, 'findById'>;
  readonly clock: ServerClock;
  readonly rateLimiter: RateLimiter;
  readonly publicUrl: string;
  /** How long a top-up's hosted checkout accepts payment, in milliseconds. */
  readonly sessionTtlMs: number;
}

/**
 * The dashboard's balances (DESIGN §5 'The public API'): test funds at once, live money through
 * the provider's hosted checkout, credited exactly once whether the webhook, the return page's
 * confirm call or the sweeper hears of the payment first (the database picks the one winner).
 */
export class DeveloperBalanceService implements TopUpPayments {
  readonly #deps: DeveloperBalanceDeps;

  constructor(deps: DeveloperBalanceDeps) {
    this.#deps = deps;
  }

  /** GET /v1/balance: the balance of a key's mode. */
  balance(userId: number, mode: ApiMode): Promise<ApiBalance> {
    return this.#deps.balances.read(userId, mode);
  }

  /** GET /api/developers/balance: both modes and the newest movements. */
  async overview(userId: number): Promise<BalanceOverview> {
    const { balances } = this.#deps;
    const [test, live, entries] = await Promise.all([
      balances.read(userId, 'test'),
      balances.read(userId, 'live'),
      balances.latestEntries(userId, BALANCE_ENTRIES_SHOWN),
    ]);
    return { balances: [test, live], entries };
  }

  /** Adds test money at once (rate-limited per account); the test balance after it. */
  async addTestFunds(
    userId: number,
    amountCents: number,
  ): Promise<Result<ApiBalance, RateLimited>> {
    const limited = await hitRateLimits(this.#deps.rateLimiter, [
      [`test-funds:user:${userId}`, TEST_FUNDS_PER_ACCOUNT],
    ]);
    if (limited) return err(limited);
    return ok(await this.#deps.balances.addTestFunds(userId, amountCents, this.#deps.clock.now()));
  }

  /** Sets (or clears, with null) the balance.low threshold of a mode. */
  setThreshold(userId: number, mode: ApiMode, thresholdCents: number | null): Promise<ApiBalance> {
    return this.#deps.balances.setThreshold(userId, mode, thresholdCents, this.#deps.clock.now());
  }

  /** Stores a PENDING top-up and opens its hosted checkout; where to pay. */
  async startTopUp(
    userId: number,
    amountCents: number,
  ): Promise<
    Result<
      { checkoutUrl: string },
      | RateLimited
      | { readonly code: 'API.NOT_FOUND' }
      | { readonly code: 'CHECKOUT.PROVIDER_UNAVAILABLE'; readonly cause: unknown }
    >
  > {
    const { topUps, payments, clock, users, rateLimiter } = this.#deps;
    const limited = await hitRateLimits(rateLimiter, [
      [`top-up:user:${userId}`, TOP_UPS_PER_ACCOUNT],
    ]);
    if (limited) return err(limited);
    const user = await users.findById(userId);
    if (!user) return err({ code: 'API.NOT_FOUND' });
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + this.#deps.sessionTtlMs);
    const topUp = await topUps.create(
      { userId, amountCents, currency: TOP_UP_CURRENCY, provider: payments.name, expiresAt },
      now,
    );
    const urls = topUpReturnUrls(this.#deps.publicUrl);
    let session: OpenedCheckoutSession;
    try {
      session = await payments.createCheckoutSession({
        reference: `api-top-up-${topUp.id}`,
        mode: 'payment',
        lines: [
          {
            name: formatMessage('DEVELOPERS.TOP_UP_LINE'),
            quantity: 1,
            unitAmountCents: amountCents,
          },
        ],
        currency: TOP_UP_CURRENCY,
        customerEmail: user.email,
        successUrl: urls.successUrl,
        cancelUrl: urls.cancelUrl,
        expiresAt,
        metadata: { topUpId: String(topUp.id), kind: TOP_UP_SESSION_KIND },
      });
    } catch (cause) {
      await topUps.close(topUp.id, 'FAILED', clock.now());
      return err({ code: 'CHECKOUT.PROVIDER_UNAVAILABLE', cause });
    }
    // Until the session really closes (Stripe keeps one open ~31 minutes at least).
    await topUps.attachSession(topUp.id, session.sessionId, session.expiresAt);
    return ok({ checkoutUrl: session.url });
  }

  /**
   * The return page's call: asks the provider about the account's own top-up session and credits
   * it if paid; null when the account has no top-up with that session.
   */
  async confirmTopUp(userId: number, sessionId: string): Promise<TopUpOutcome | null> {
    const { topUps, payments, balances } = this.#deps;
    const topUp = await topUps.findBySessionId(sessionId);
    if (!topUp || topUp.userId !== userId) return null;
    if (topUp.status !== 'PAID') {
      const session = await payments.retrieveCheckoutSession(sessionId);
      if (session) await this.settle(session);
    }
    const latest = (await topUps.findBySessionId(sessionId)) ?? topUp;
    return {
      status: latest.status,
      amountCents: latest.amountCents,
      balance: await balances.read(userId, 'live'),
    };
  }

  /** Credits the top-up of a paid session once; success when it is paid. */
  async settle(session: CheckoutSessionState): Promise<{ success: boolean }> {
    const failed = { success: false };
    if (session.paymentStatus !== 'paid' || session.metadata.kind !== TOP_UP_SESSION_KIND)
      return failed;
    const topUp = await this.#deps.topUps.findBySessionId(session.id);
    if (!topUp || !sessionPaysFor(session, topUp)) return failed;
    if (topUp.status !== 'PAID')
      await this.#deps.topUps.markPaidAndCredit(topUp.id, this.#deps.clock.now());
    return { success: true };
  }

  /** Closes the PENDING top-up of a session that ended unpaid or whose payment failed. */
  async closeSession(sessionId: string, status: 'FAILED' | 'EXPIRED'): Promise<boolean> {
    const topUp = await this.#deps.topUps.findBySessionId(sessionId);
    if (!topUp) return false;
    return this.#deps.topUps.close(topUp.id, status, this.#deps.clock.now());
  }

  /**
   * The sweeper's step: top-ups whose session time is up are settled by asking the provider (its
   * events may have been lost): paid → credited, ended unpaid (or never opened) → EXPIRED; still
   * open or the provider unreachable → asked again by a later sweep.
   */
  async settleDueTopUps(): Promise<{ paid: number; expired: number }> {
    const { topUps, payments, clock } = this.#deps;
    const now = clock.now();
    let paid = 0;
    let expired = 0;
    for (const topUp of await topUps.findPendingDue(now, SETTLE_BATCH)) {
      let session: CheckoutSessionState | null = null;
      try {
        if (topUp.providerSessionId)
          session = await payments.retrieveCheckoutSession(topUp.providerSessionId);
      } catch {
        continue;
      }
      if (session?.paymentStatus === 'paid') {
        if ((await this.settle(session)).success) paid += 1;
      } else if (!session || session.status === 'expired') {
        if (await topUps.close(topUp.id, 'EXPIRED', now)) expired += 1;
      }
    }
    return { paid, expired };
  }
}

// The session must be the one we opened for this top-up, for at least its amount.
function sessionPaysFor(session: CheckoutSessionState, topUp: ApiTopUpRecord): boolean {
  return (
    session.metadata.topUpId === String(topUp.id) &&
    session.currency.toUpperCase() === topUp.currency.toUpperCase() &&
    session.amountTotalCents >= topUp.amountCents
  );
}
