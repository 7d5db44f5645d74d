import {
  err,
  type FieldErrors,
  formatMessage,
  hasErrors,
  type InvestmentReservationField,
  investmentProjectOf,
  moneyFromMajor,
  ok,
  parseNumberInput,
  type Result,
  validateInvestmentReservation,
} from '@netzero/core';
import type { ServerClock } from '../ports/clock.port.js';
import type {
  InvestmentRecord,
  InvestmentRepository,
} from '../ports/investment.repository.port.js';
import {
  INVESTMENT_SESSION_KIND,
  type InvestmentPayments,
} from '../ports/investment-payments.port.js';
import type {
  CheckoutSessionState,
  OpenedCheckoutSession,
  PaymentProvider,
} from '../ports/payment-provider.port.js';
import type { RateLimiter } from '../ports/rate-limiter.port.js';
import { clientNetwork } from '../shared/client-network.js';
import { hitRateLimits, type RateLimit, type RateLimited } from '../shared/rate-limits.js';
import { investmentPaidEmail, investmentReservedEmail } from './investment-emails.js';
import { investmentOperatorEmail } from './investment-operator-email.js';
import { investmentReturnUrls } from './investment-return-url.js';

/** A field of POST /api/investments that can carry an error. */
export type InvestmentRequestField = Exclude<InvestmentReservationField, 'project'> | 'projectId';

const HOUR_MS = 60 * 60_000;
/** Reservations from one client IP: 10 per hour (each sends an e-mail). */
export const INVESTMENTS_PER_IP: RateLimit = { limit: 10, windowMs: HOUR_MS };
/** Reservations for one e-mail address: 5 per hour, so nobody is flooded with our e-mails. */
export const INVESTMENTS_PER_EMAIL: RateLimit = { limit: 5, windowMs: HOUR_MS };

// Due investments looked at per sweep: each costs one call to the provider.
const SETTLE_BATCH = 100;

/** Investments are priced and charged in US dollars (spec §9 'Investment prices per ton'). */
const INVESTMENT_CURRENCY = 'USD';

/** Both steps of the investment form, as sent (tonnes and project id may be numeric texts). */
export interface InvestmentInput {
  readonly projectId: number | string;
  readonly businessName: string;
  readonly tons: number | string;
  readonly email: string;
  readonly fullName: string;
  readonly address: string;
  /** Where the investor returns from the hosted checkout; honoured only on this site. */
  readonly redirectUrl?: string | undefined;
}

/** Why an investment could not be reserved; the route maps each code to an HTTP status. */
export type InvestmentFailure =
  | { readonly code: 'API.INVALID_REQUEST'; readonly fields: FieldErrors<InvestmentRequestField> }
  | RateLimited
  | { readonly code: 'CHECKOUT.PROVIDER_UNAVAILABLE'; readonly cause: unknown };

/** A stored reservation and where to pay for it (its e-mail is queued with it). */
export interface InvestmentReserved {
  readonly investmentId: number;
  readonly checkoutUrl: string;
  readonly message: string;
}

/** What InvestmentService works with (wired in composition-root.ts). */
export interface InvestmentDeps {
  readonly investments: InvestmentRepository;
  readonly payments: PaymentProvider;
  readonly clock: ServerClock;
  readonly rateLimiter: RateLimiter;
  readonly publicUrl: string;
  /** How long the hosted checkout accepts payment, in milliseconds. */
  readonly reservationTtlMs: number;
}

/**
 * Direct investment (the investment form, spec §2–§5): stores a PENDING reservation, opens its
 * hosted checkout (no card data on our pages, DESIGN §5), e-mails it, and records the payment
 * once, believing only the provider, whether the return page or the webhook reports it first.
 */
export class InvestmentService implements InvestmentPayments {
  readonly #deps: InvestmentDeps;

  constructor(deps: InvestmentDeps) {
    this.#deps = deps;
  }

  /** POST /api/investments: validates, reserves, opens the checkout and sends the confirmation. */
  async reserve(
    request: InvestmentInput,
    clientIp: string,
  ): Promise<Result<InvestmentReserved, InvestmentFailure>> {
    const values = {
      businessName: request.businessName.trim(),
      email: request.email.trim(),
      fullName: request.fullName.trim(),
      address: request.address.trim(),
    };
    const verdict = validateInvestmentReservation({
      ...values,
      project: request.projectId,
      tons: request.tons,
    });
    const { project: projectError, ...others } = verdict.fields;
    const fields: FieldErrors<InvestmentRequestField> = {
      ...(projectError ? { projectId: projectError } : {}),
      ...others,
    };
    const project = investmentProjectOf(request.projectId);
    const tons = parseNumberInput(request.tons);
    if (hasErrors(fields) || !project || tons === null)
      return err({ code: 'API.INVALID_REQUEST', fields });

    const limited = await hitRateLimits(this.#deps.rateLimiter, [
      [`investment:ip:${clientNetwork(clientIp)}`, INVESTMENTS_PER_IP],
      [`investment:email:${values.email.toLowerCase()}`, INVESTMENTS_PER_EMAIL],
    ]);
    if (limited) return err(limited);

    const { investments, payments, clock } = this.#deps;
    const now = clock.now();
    const investment = await investments.create(
      {
        ...values,
        projectId: project.id,
        projectName: project.name,
        pricePerTonCents: moneyFromMajor(project.pricePerTon, INVESTMENT_CURRENCY).amountMinor,
        tons,
        currency: INVESTMENT_CURRENCY,
        provider: payments.name,
      },
      now,
    );
    const urls = investmentReturnUrls(this.#deps.publicUrl, request.redirectUrl, investment.id);
    const expiresAt = new Date(now.getTime() + this.#deps.reservationTtlMs);
    let session: OpenedCheckoutSession;
    try {
      session = await payments.createCheckoutSession({
        reference: `investment-${investment.id}`,
        mode: 'payment',
        lines: [
          {
            name: formatMessage('INVESTMENT.CHECKOUT_LINE', { projectName: project.name }),
            quantity: tons,
            unitAmountCents: investment.pricePerTonCents,
          },
        ],
        currency: investment.currency,
        customerEmail: investment.email,
        successUrl: urls.successUrl,
        cancelUrl: urls.cancelUrl,
        expiresAt,
        metadata: { investmentId: String(investment.id), kind: INVESTMENT_SESSION_KIND },
      });
    } catch (cause) {
      await investments.close(investment.id, 'FAILED', clock.now());
      return err({ code: 'CHECKOUT.PROVIDER_UNAVAILABLE', cause });
    }
    await investments.attachSession(
      investment.id,
      session.sessionId,
      // Until the session really closes (Stripe keeps one open ~31 minutes at least).
      investmentReservedEmail(investment, session.url, session.expiresAt),
    );
    return ok({
      investmentId: investment.id,
      checkoutUrl: session.url,
      message: formatMessage('INVESTMENT.RESERVED'),
    });
  }

  /** GET /api/investments/confirm: re-reads the session from the provider and records its payment. */
  async confirm(sessionId: string): Promise<{ success: boolean }> {
    const session = await this.#deps.payments.retrieveCheckoutSession(sessionId);
    if (session?.metadata.kind !== INVESTMENT_SESSION_KIND) return { success: false };
    return this.settle(session);
  }

  /** Marks the session's investment PAID once (the winner alone e-mails); success when it is paid. */
  async settle(session: CheckoutSessionState): Promise<{ success: boolean }> {
    const failed = { success: false };
    if (session.paymentStatus !== 'paid') return failed;
    const investment = await this.#deps.investments.findBySessionId(session.id);
    if (!investment || !sessionPaysFor(session, investment)) return failed;
    if (investment.status === 'PAID') return { success: true };
    await this.#deps.investments.markPaid(
      investment.id,
      this.#deps.clock.now(),
      investmentPaidEmail,
      (paid, to) => investmentOperatorEmail(paid, to, this.#deps.publicUrl),
    );
    return { success: true };
  }

  /**
   * Settles the reservations whose payment time is up, asking the provider about each session
   * (its events may have been lost): paid → PAID with its e-mail, ended unpaid (or never opened)
   * → EXPIRED; still open (Stripe keeps one ≥ 30 minutes) or the provider unreachable → asked
   * again by a later sweep. Returns how many were paid and expired.
   */
  async settleDue(): Promise<{ paid: number; expired: number }> {
    const { investments, payments, clock, reservationTtlMs } = this.#deps;
    const now = clock.now();
    const due = await investments.findPendingSince(
      new Date(now.getTime() - reservationTtlMs),
      SETTLE_BATCH,
    );
    let paid = 0;
    let expired = 0;
    for (const investment of due) {
      let session: CheckoutSessionState | null = null;
      try {
        if (investment.providerSessionId)
          session = await payments.retrieveCheckoutSession(investment.providerSessionId);
      } catch {
        continue;
      }
      if (session?.paymentStatus === 'paid') {
        if ((await this.settle(session)).success) paid += 1;
      } else if (!session || session.status === 'expired') {
        if (await investments.close(investment.id, 'EXPIRED', now)) expired += 1;
      }
    }
    return { paid, expired };
  }

  /** Closes the PENDING investment of a session that ended unpaid or whose payment failed. */
  async closeSession(sessionId: string, status: 'FAILED' | 'EXPIRED'): Promise<boolean> {
    const investment = await this.#deps.investments.findBySessionId(sessionId);
    if (!investment) return false;
    return this.#deps.investments.close(investment.id, status, this.#deps.clock.now());
  }
}

// The session must be the one we opened for this investment, for at least its amount.
function sessionPaysFor(session: CheckoutSessionState, investment: InvestmentRecord): boolean {
  return (
    session.metadata.investmentId === String(investment.id) &&
    session.currency.toUpperCase() === investment.currency.toUpperCase() &&
    session.amountTotalCents >= investment.amountCents
  );
}
