import {
  err,
  type FieldErrors,
  formatMessage,
  hasErrors,
  isOfferedDonationCents,
  MAX_LINE_TONNES,
  MAX_ORDER_TOTAL_CENTS,
  type Money,
  moneyToMajor,
  ok,
  parseNumberInput,
  type Result,
  resolveReceiptName,
  validateDirectCheckout,
} from '@netzero/core';
import type { CartRepository } from '../ports/cart.repository.port.js';
import type { ServerClock } from '../ports/clock.port.js';
import type { HoldRefusal, OrderRecord, OrderRepository } from '../ports/order.repository.port.js';
import type { PaymentProvider } from '../ports/payment-provider.port.js';
import type { ProductRecord, ProductRepository } from '../ports/product.repository.port.js';
import type { RateLimiter } from '../ports/rate-limiter.port.js';
import type { UserRepository } from '../ports/user.repository.port.js';
import { clientNetwork } from '../shared/client-network.js';
import { hitRateLimits, type RateLimited } from '../shared/rate-limits.js';
import { checkoutReturnUrl } from './checkout-return-url.js';
import {
  CHECKOUTS_PER_EMAIL,
  CHECKOUTS_PER_IP,
  CHECKOUTS_PER_USER,
  HOLD_LIMITS,
  type HoldLimits,
  holdPolicy,
} from './hold-limits.js';
import { reserveAndOpenCheckout } from './reserve-and-open-checkout.js';

// MAX_LINE_TONNES and MAX_ORDER_TOTAL_CENTS live in the core, so that the pages offering an
// order (the Business plan popup) never offer more than these checks allow.

/** Why a checkout could not be opened; the route maps each code to an HTTP status. */
export type CheckoutFailure =
  | {
      readonly code: 'API.INVALID_REQUEST';
      readonly fields: FieldErrors<'quantity' | 'email' | 'donationCents'>;
    }
  | { readonly code: 'CHECKOUT.PROVIDER_UNAVAILABLE'; readonly cause: unknown }
  | RateLimited
  | HoldRefusal
  | {
      readonly code:
        | 'AUTH.LOGIN_REQUIRED'
        | 'CHECKOUT.CART_EMPTY'
        | 'CHECKOUT.ORDER_TOO_LARGE'
        | 'CHECKOUT.NOT_ENOUGH_CREDITS'
        | 'PRODUCTS.NOT_FOUND';
    };

/** A guest's one-time purchase or monthly subscription, as the direct checkout form sends it. */
export interface DirectCheckoutInput {
  readonly email: string;
  /** Name on the receipt; when empty one is derived from the e-mail (resolveReceiptName). */
  readonly receiptName: string;
  readonly productId: number;
  /** Whole tonnes (monthly tonnes for a subscription), as typed: a number or a numeric text. */
  readonly quantity: number | string;
  /** Where the buyer returns after paying (honoured only on the site's own origin). */
  readonly redirectUrl: string | null;
  /** True for a monthly subscription of `quantity` tonnes. */
  readonly subscribe: boolean;
  /** A calculator buyer's donation, in US cents (0 for none): one of CALCULATOR_DONATION_CENTS, one-time only. */
  readonly donationCents?: number;
}

/** Dependencies of CheckoutService (wired in composition-root.ts). */
export interface CheckoutDeps {
  readonly orders: OrderRepository;
  readonly carts: CartRepository;
  readonly products: ProductRepository;
  readonly users: UserRepository;
  readonly payments: PaymentProvider;
  readonly clock: ServerClock;
  readonly rateLimiter: RateLimiter;
  readonly publicUrl: string;
  readonly reservationTtlMs: number;
  /** The limits of a client's unpaid holds (HOLD_LIMITS unless a test gives its own). */
  readonly holdLimits?: HoldLimits;
}

/**
 * Opens hosted checkouts: a logged-in user's cart, a guest's one-time purchase or a monthly
 * subscription. Each first reserves its tonnes with a PENDING order (never oversold: the
 * repository's conditional update decides; never more than the client's share: the hold limits,
 * judged in the same transaction), then asks the provider for a session that expires with the
 * reservation. Opening checkouts is rate-limited per address and per buyer.
 */
export class CheckoutService {
  readonly #deps: CheckoutDeps;

  constructor(deps: CheckoutDeps) {
    this.#deps = deps;
  }

  /** The price of one tonne of a project (GET /api/direct-order-checkout/price). */
  async price(productId: number): Promise<Result<Money, 'PRODUCTS.NOT_FOUND'>> {
    const product = await this.#deps.products.findById(productId);
    return product ? ok(productPrice(product)) : err('PRODUCTS.NOT_FOUND');
  }

  /** Turns the user's server cart into a PENDING order and opens its checkout (POST /api/orders/place). */
  async placeCartOrder(
    userId: number,
    paymentMethod: 'CREDIT_CARD',
    clientIp: string,
  ): Promise<Result<{ checkoutUrl: string }, CheckoutFailure>> {
    const network = clientNetwork(clientIp);
    const limited = await hitRateLimits(this.#deps.rateLimiter, [
      [`checkout:ip:${network}`, CHECKOUTS_PER_IP],
      [`checkout:user:${userId}`, CHECKOUTS_PER_USER],
    ]);
    if (limited) return err(limited);
    const user = await this.#deps.users.findById(userId);
    if (!user) return err({ code: 'AUTH.LOGIN_REQUIRED' });
    const lines = await this.#deps.carts.listForUser(userId);
    if (lines.length === 0) return err({ code: 'CHECKOUT.CART_EMPTY' });
    const totalCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
    if (totalCents > MAX_ORDER_TOTAL_CENTS) return err({ code: 'CHECKOUT.ORDER_TOO_LARGE' });
    const url = (order: OrderRecord) =>
      checkoutReturnUrl(this.#deps.publicUrl, null, { orderId: order.id, userId });
    const opened = await reserveAndOpenCheckout(
      this.#deps,
      {
        userId,
        email: user.email,
        receiptName: user.username,
        kind: 'cart',
        paymentMethod,
        lines: lines.map((line) => ({ productId: line.productId, quantity: line.quantity })),
        clientIp: network,
      },
      url,
      this.#holds(),
    );
    return opened.ok ? ok({ checkoutUrl: opened.value }) : opened;
  }

  /**
   * A one-time purchase, or with `subscribe` a monthly subscription of `quantity` tonnes
   * (POST /api/direct-order-checkout/create-session). Bought by a signed-in user (`userId`), it
   * belongs to their account and shows on its dashboard at once. A guest's belongs to no account;
   * it shows in the history of the account that has proven it owns the e-mail (never by the
   * e-mail alone, or anyone could sign up with an address and see its purchases).
   */
  async createDirectSession(
    request: DirectCheckoutInput,
    clientIp: string,
    userId: number | null = null,
  ): Promise<Result<{ checkoutUrl: string; message: string }, CheckoutFailure>> {
    const product = await this.#deps.products.findById(request.productId);
    const verdict = validateDirectCheckout({
      quantity: request.quantity,
      email: request.email,
      price: product ? moneyToMajor(productPrice(product)) : null,
    });
    const fields: FieldErrors<'quantity' | 'email' | 'donationCents'> = { ...verdict.fields };
    const quantity = parseNumberInput(request.quantity) ?? 0;
    if (!fields.quantity && quantity > MAX_LINE_TONNES)
      fields.quantity = 'CHECKOUT.QUANTITY_TOO_LARGE';
    const donationCents = request.donationCents ?? 0;
    if (!isOfferedDonationCents(donationCents))
      fields.donationCents = 'CHECKOUT.DONATION_NOT_OFFERED';
    else if (donationCents > 0 && request.subscribe)
      fields.donationCents = 'CHECKOUT.DONATION_ONE_TIME_ONLY';
    if (hasErrors(fields)) return err({ code: 'API.INVALID_REQUEST', fields });
    const email = request.email.trim();
    const network = clientNetwork(clientIp);
    const limited = await hitRateLimits(this.#deps.rateLimiter, [
      [`checkout:ip:${network}`, CHECKOUTS_PER_IP],
      [`checkout:email:${email.toLowerCase()}`, CHECKOUTS_PER_EMAIL],
    ]);
    if (limited) return err(limited);
    if (!product) return err({ code: 'PRODUCTS.NOT_FOUND' });
    if (product.priceCents * quantity + donationCents > MAX_ORDER_TOTAL_CENTS)
      return err({ code: 'CHECKOUT.ORDER_TOO_LARGE' });

    const url = (order: OrderRecord) =>
      checkoutReturnUrl(this.#deps.publicUrl, request.redirectUrl, {
        orderId: order.id,
        userId,
      });
    const opened = await reserveAndOpenCheckout(
      this.#deps,
      {
        userId,
        email,
        receiptName: resolveReceiptName(request.receiptName, email),
        kind: request.subscribe ? 'subscription' : 'direct',
        paymentMethod: 'CARD',
        lines: [{ productId: product.id, quantity }],
        donationCents,
        clientIp: network,
      },
      url,
      this.#holds(),
    );
    if (!opened.ok) return opened;
    return ok({ checkoutUrl: opened.value, message: formatMessage('CHECKOUT.PROCEEDING') });
  }

  #holds() {
    return holdPolicy(this.#deps.holdLimits ?? HOLD_LIMITS);
  }
}

function productPrice(product: ProductRecord): Money {
  return { amountMinor: product.priceCents, currency: product.currency };
}
