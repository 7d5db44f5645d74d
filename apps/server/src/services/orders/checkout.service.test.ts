import { err, ok } from '@netzero/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakePaymentProvider } from '../../test-support/fake-payment-provider.js';
import { MemoryRateLimiter } from '../../test-support/memory-rate-limiter.js';
import { MutableClock } from '../../test-support/mutable-clock.js';
import type { CartLineRecord, CartRepository } from '../ports/cart.repository.port.js';
import type {
  HoldPolicy,
  NewOrder,
  OrderRecord,
  OrderRepository,
} from '../ports/order.repository.port.js';
import type { ProductRecord, ProductRepository } from '../ports/product.repository.port.js';
import type { UserRecord, UserRepository } from '../ports/user.repository.port.js';
import { CheckoutService } from './checkout.service.js';
import { CHECKOUTS_PER_EMAIL, CHECKOUTS_PER_IP, CHECKOUTS_PER_USER } from './hold-limits.js';

const IP = '203.0.113.7';

const product = (id: number, priceCents: number, availableTonnes: number): ProductRecord => ({
  id,
  slug: `p${id}`,
  title: `Project ${id}`,
  description: '',
  imageUrl: '',
  plpUrl: null,
  priceCents,
  currency: 'USD',
  availableTonnes,
  standard: 'Verra VCS',
  vintage: 2024,
  location: 'India',
  sdgs: [],
});

/** Orders in memory: reserves stock like the real repository (all lines or nothing). */
// Not `implements`: its createPending has one signature where the port has two overloads.
class MemoryOrders {
  readonly orders = new Map<number, OrderRecord>();
  readonly sessions = new Map<number, string>();
  readonly clientIps = new Map<number, string | null>();
  constructor(readonly stock: Map<number, ProductRecord>) {}

  async createPending(order: NewOrder, holds?: HoldPolicy) {
    const picked = order.lines.map((line) => ({ line, product: this.stock.get(line.productId) }));
    if (picked.some((p) => !p.product)) return err('PRODUCT_NOT_FOUND' as const);
    if (picked.some((p) => (p.product?.availableTonnes ?? 0) < p.line.quantity)) {
      return err('NOT_ENOUGH_CREDITS' as const);
    }
    const refusal = holds?.(this.#snapshot(order));
    if (refusal) return err(refusal);
    for (const { line, product: p } of picked) {
      if (p) this.stock.set(p.id, { ...p, availableTonnes: p.availableTonnes - line.quantity });
    }
    const lines = picked.map(({ line, product: p }, i) => ({
      orderItemId: i + 1,
      productId: line.productId,
      productName: p?.title ?? '',
      quantity: line.quantity,
      priceAtTimeCents: p?.priceCents ?? 0,
    }));
    const record: OrderRecord = {
      ...order,
      id: this.orders.size + 1,
      status: 'PENDING',
      currency: 'USD',
      totalCents:
        lines.reduce((sum, l) => sum + l.quantity * l.priceAtTimeCents, 0) +
        (order.donationCents ?? 0),
      donationCents: order.donationCents ?? 0,
      providerSessionId: null,
      subscriptionId: null,
      createdAt: new Date(),
      paidAt: null,
      lines,
      certificateId: null,
    };
    this.orders.set(record.id, record);
    this.clientIps.set(record.id, order.clientIp ?? null);
    return ok(record);
  }

  // The client's PENDING holds: orders sharing its e-mail (any case), its address or its account.
  #snapshot(order: NewOrder) {
    const held = new Map<number, number>();
    for (const other of this.orders.values()) {
      const ip = this.clientIps.get(other.id);
      const same =
        other.email.toLowerCase() === order.email.toLowerCase() ||
        (ip != null && ip === order.clientIp) ||
        (other.userId !== null && other.userId === order.userId);
      if (other.status !== 'PENDING' || !same) continue;
      for (const line of other.lines)
        held.set(line.productId, (held.get(line.productId) ?? 0) + line.quantity);
    }
    return {
      projects: order.lines.map((line) => ({
        productId: line.productId,
        projectName: this.stock.get(line.productId)?.title ?? '',
        requestedTonnes: line.quantity,
        heldTonnes: held.get(line.productId) ?? 0,
        availableTonnes: this.stock.get(line.productId)?.availableTonnes ?? 0,
      })),
      heldTonnes: [...held.values()].reduce((sum, tonnes) => sum + tonnes, 0),
    };
  }

  async attachSession(orderId: number, sessionId: string) {
    this.sessions.set(orderId, sessionId);
  }

  async close(orderId: number, status: 'FAILED' | 'CANCELLED' | 'EXPIRED') {
    const order = this.orders.get(orderId);
    if (order?.status !== 'PENDING') return false;
    for (const line of order.lines) {
      const p = this.stock.get(line.productId);
      if (p) this.stock.set(p.id, { ...p, availableTonnes: p.availableTonnes + line.quantity });
    }
    this.orders.set(orderId, { ...order, status });
    return true;
  }
}

class BrokenProvider extends FakePaymentProvider {
  override async createCheckoutSession(): Promise<never> {
    throw new Error('provider down');
  }
}

let stock: Map<number, ProductRecord>;
let orders: MemoryOrders;
let cart: CartLineRecord[];
let payments: FakePaymentProvider;
let clock: MutableClock;
let rateLimiter: MemoryRateLimiter;
const alice: UserRecord = {
  id: 3,
  username: 'alice',
  email: 'alice@example.com',
  passwordHash: 'x',
  emailVerifiedAt: null,
};

function service(provider: FakePaymentProvider = payments) {
  return serviceWith({}, provider);
}

function serviceWith(
  extra: Partial<ConstructorParameters<typeof CheckoutService>[0]>,
  provider: FakePaymentProvider = payments,
) {
  const carts: Partial<CartRepository> = { listForUser: async () => cart };
  const products: Partial<ProductRepository> = { findById: async (id) => stock.get(id) ?? null };
  const users: Partial<UserRepository> = {
    findById: async (id) => (id === alice.id ? alice : null),
  };
  return new CheckoutService({
    orders: orders as unknown as OrderRepository,
    carts: carts as CartRepository,
    products: products as ProductRepository,
    users: users as UserRepository,
    payments: provider,
    clock,
    rateLimiter,
    publicUrl: 'https://netzero.example',
    reservationTtlMs: 30 * 60_000,
    ...extra,
  });
}

const direct = (overrides: Record<string, unknown> = {}) => ({
  email: ' buyer@example.com ',
  receiptName: '',
  productId: 1,
  quantity: 2 as number | string,
  paymentMethod: 'CARD' as const,
  redirectUrl: null,
  subscribe: false,
  ...overrides,
});

beforeEach(() => {
  stock = new Map([
    [1, product(1, 1400, 100)],
    [7, product(7, 1500, 100)],
  ]);
  orders = new MemoryOrders(stock);
  cart = [];
  payments = new FakePaymentProvider();
  clock = new MutableClock(new Date('2026-11-22T10:00:00Z'));
  rateLimiter = new MemoryRateLimiter();
});

describe('CheckoutService.placeCartOrder', () => {
  it("reserves the cart's tonnes and opens a payment session that ends with the reservation", async () => {
    cart = [
      {
        cartItemId: 1,
        productId: 1,
        productName: 'Project 1',
        thumbnailImageUrl: '',
        priceCents: 1400,
        quantity: 3,
      },
      {
        cartItemId: 2,
        productId: 7,
        productName: 'Project 7',
        thumbnailImageUrl: '',
        priceCents: 1500,
        quantity: 1,
      },
    ];
    const placed = await service().placeCartOrder(alice.id, 'CREDIT_CARD', IP);
    const [session] = [...payments.sessions.values()];
    expect(placed).toEqual({
      ok: true,
      value: { checkoutUrl: `https://pay.example/${session?.id}` },
    });
    expect(session?.request).toEqual({
      reference: 'order-1',
      mode: 'payment',
      lines: [
        { name: 'Project 1', quantity: 3, unitAmountCents: 1400 },
        { name: 'Project 7', quantity: 1, unitAmountCents: 1500 },
      ],
      currency: 'USD',
      customerEmail: 'alice@example.com',
      successUrl:
        'https://netzero.example/checkout?orderId=1&userId=3&session_id={CHECKOUT_SESSION_ID}',
      cancelUrl:
        'https://netzero.example/checkout?orderId=1&userId=3&session_id={CHECKOUT_SESSION_ID}',
      expiresAt: new Date('2026-11-22T10:30:00Z'),
      metadata: { orderId: '1', userId: '3' },
    });
    expect(orders.orders.get(1)).toMatchObject({
      userId: 3,
      kind: 'cart',
      paymentMethod: 'CREDIT_CARD',
      receiptName: 'alice',
      provider: 'sandbox',
      reservationExpiresAt: new Date('2026-11-22T10:30:00Z'),
    });
    expect(orders.sessions.get(1)).toBe(session?.id);
    expect(stock.get(1)?.availableTonnes).toBe(97);
  });

  it('keeps the reservation to its own time when the provider keeps the session open longer', async () => {
    // Stripe keeps a Checkout Session at least ~31 minutes: a payment in the last minute is a late
    // payment (re-reserved or refunded), never a longer hold on the tonnes.
    class LongerSessions extends FakePaymentProvider {
      override async createCheckoutSession(
        request: Parameters<FakePaymentProvider['createCheckoutSession']>[0],
      ) {
        const opened = await super.createCheckoutSession(request);
        return { ...opened, expiresAt: new Date(request.expiresAt.getTime() + 60_000) };
      }
    }
    cart = [
      {
        cartItemId: 1,
        productId: 1,
        productName: 'Project 1',
        thumbnailImageUrl: '',
        priceCents: 1400,
        quantity: 2,
      },
    ];
    await service(new LongerSessions()).placeCartOrder(alice.id, 'CREDIT_CARD', IP);
    expect(orders.orders.get(1)?.reservationExpiresAt).toEqual(new Date('2026-11-22T10:30:00Z'));
  });

  it('refuses an empty cart, an unknown account and an order above the card limit, reserving nothing', async () => {
    expect(await service().placeCartOrder(alice.id, 'CREDIT_CARD', IP)).toEqual(
      err({ code: 'CHECKOUT.CART_EMPTY' }),
    );
    expect(await service().placeCartOrder(99, 'CREDIT_CARD', IP)).toEqual(
      err({ code: 'AUTH.LOGIN_REQUIRED' }),
    );
    cart = [
      {
        cartItemId: 1,
        productId: 1,
        productName: 'P',
        thumbnailImageUrl: '',
        priceCents: 1400,
        quantity: 71_429,
      },
    ];
    expect(await service().placeCartOrder(alice.id, 'CREDIT_CARD', IP)).toEqual(
      err({ code: 'CHECKOUT.ORDER_TOO_LARGE' }),
    );
    expect(orders.orders.size).toBe(0);
    expect(payments.sessions.size).toBe(0);
  });
});

describe('CheckoutService.createDirectSession', () => {
  it('opens a guest payment session with the receipt name derived from the e-mail', async () => {
    const opened = await service().createDirectSession(direct(), IP);
    expect(opened).toMatchObject({ ok: true, value: { message: 'Proceeding to checkout...' } });
    const [session] = [...payments.sessions.values()];
    expect(session?.request).toMatchObject({
      mode: 'payment',
      customerEmail: 'buyer@example.com',
      metadata: { orderId: '1' },
      successUrl: 'https://netzero.example/checkout?orderId=1&session_id={CHECKOUT_SESSION_ID}',
    });
    expect(orders.orders.get(1)).toMatchObject({
      userId: null,
      email: 'buyer@example.com',
      receiptName: 'buyer',
      kind: 'direct',
      paymentMethod: 'CARD',
    });
  });

  it('opens a subscription session for subscribe: true, the quantity being tonnes per month', async () => {
    await service().createDirectSession(
      direct({ productId: 7, quantity: 5, subscribe: true, receiptName: ' Green Rails ' }),
      IP,
    );
    const [session] = [...payments.sessions.values()];
    expect(session?.request).toMatchObject({
      mode: 'subscription',
      lines: [{ name: 'Project 7', quantity: 5, unitAmountCents: 1500 }],
    });
    expect(orders.orders.get(1)).toMatchObject({
      kind: 'subscription',
      receiptName: 'Green Rails',
    });
  });

  it.each([
    [{ quantity: 0 }, { quantity: 'DIRECT_CHECKOUT.QUANTITY_INVALID' }],
    [{ quantity: 1.5 }, { quantity: 'DIRECT_CHECKOUT.QUANTITY_INVALID' }],
    [{ quantity: 'two' }, { quantity: 'DIRECT_CHECKOUT.QUANTITY_INVALID' }],
    [{ quantity: 1_000_001 }, { quantity: 'CHECKOUT.QUANTITY_TOO_LARGE' }],
    [{ email: 'not-an-email' }, { email: 'DIRECT_CHECKOUT.EMAIL_INVALID' }],
    [
      { email: '', quantity: -1 },
      { quantity: 'DIRECT_CHECKOUT.QUANTITY_INVALID', email: 'DIRECT_CHECKOUT.EMAIL_INVALID' },
    ],
  ])('rejects %j field by field and reserves nothing', async (input, fields) => {
    expect(await service().createDirectSession(direct(input), IP)).toEqual(
      err({ code: 'API.INVALID_REQUEST', fields }),
    );
    expect(orders.orders.size).toBe(0);
  });

  it('accepts a quantity typed as text', async () => {
    expect((await service().createDirectSession(direct({ quantity: ' 3 ' }), IP)).ok).toBe(true);
    expect(stock.get(1)?.availableTonnes).toBe(97);
  });

  it('answers unknown products, orders above the card limit and missing stock without a session', async () => {
    expect(await service().createDirectSession(direct({ productId: 99 }), IP)).toEqual(
      err({ code: 'PRODUCTS.NOT_FOUND' }),
    );
    expect(await service().createDirectSession(direct({ quantity: 71_429 }), IP)).toEqual(
      err({ code: 'CHECKOUT.ORDER_TOO_LARGE' }),
    );
    expect(await service().createDirectSession(direct({ quantity: 101 }), IP)).toEqual(
      err({ code: 'CHECKOUT.NOT_ENOUGH_CREDITS' }),
    );
    expect(payments.sessions.size).toBe(0);
    expect(stock.get(1)?.availableTonnes).toBe(100);
  });

  it('closes the order FAILED and gives its tonnes back when the provider fails', async () => {
    const failed = await service(new BrokenProvider()).createDirectSession(direct(), IP);
    expect(failed).toEqual(
      err({ code: 'CHECKOUT.PROVIDER_UNAVAILABLE', cause: new Error('provider down') }),
    );
    expect(orders.orders.get(1)?.status).toBe('FAILED');
    expect(orders.sessions.size).toBe(0);
    expect(stock.get(1)?.availableTonnes).toBe(100);
  });
});

describe('CheckoutService.price', () => {
  it('answers the price of one tonne as money ($14.00 in cents), or not found', async () => {
    expect(await service().price(1)).toEqual(ok({ amountMinor: 1400, currency: 'USD' }));
    expect(await service().price(99)).toEqual(err('PRODUCTS.NOT_FOUND'));
  });
});

describe('CheckoutService rate limits', () => {
  it('refuses the 11th guest checkout for one e-mail (any case, any address) with a wait, reserving nothing', async () => {
    for (let i = 0; i < CHECKOUTS_PER_EMAIL.limit; i++) {
      const email = i % 2 ? 'Buyer@Example.com' : 'buyer@example.com';
      const opened = await service().createDirectSession(
        direct({ email, quantity: 1 }),
        `10.0.0.${i}`,
      );
      expect(opened.ok).toBe(true);
    }
    const refused = await service().createDirectSession(direct({ quantity: 1 }), '10.0.1.1');
    expect(refused).toEqual(err({ code: 'API.RATE_LIMITED', retryAfterSeconds: 60 }));
    expect(orders.orders.size).toBe(CHECKOUTS_PER_EMAIL.limit);
  });

  it('counts guest and cart checkouts from one address together, and cart orders per account', async () => {
    rateLimiter.hits.set(`checkout:ip:${IP}`, CHECKOUTS_PER_IP.limit);
    expect(await service().createDirectSession(direct(), IP)).toEqual(
      err({ code: 'API.RATE_LIMITED', retryAfterSeconds: 60 }),
    );
    expect(await service().placeCartOrder(alice.id, 'CREDIT_CARD', IP)).toEqual(
      err({ code: 'API.RATE_LIMITED', retryAfterSeconds: 60 }),
    );
    rateLimiter.hits.set(`checkout:user:${alice.id}`, CHECKOUTS_PER_USER.limit);
    expect(await service().placeCartOrder(alice.id, 'CREDIT_CARD', '10.0.0.1')).toEqual(
      err({ code: 'API.RATE_LIMITED', retryAfterSeconds: 60 }),
    );
    expect(orders.orders.size).toBe(0);
  });
});

describe('CheckoutService hold limits', () => {
  const cartOf = (quantity: number): CartLineRecord[] => [
    {
      cartItemId: 1,
      productId: 1,
      productName: 'Project 1',
      thumbnailImageUrl: '',
      priceCents: 1400,
      quantity,
    },
  ];

  it('refuses one order above its share of a project (here the 20 t floor), telling the buyer the most', async () => {
    expect(await service().createDirectSession(direct({ quantity: 21 }), IP)).toEqual(
      err({
        code: 'CHECKOUT.ORDER_SHARE_TOO_LARGE',
        maxTonnes: 20,
        heldTonnes: 0,
        projectName: 'Project 1',
      }),
    );
    expect(stock.get(1)?.availableTonnes).toBe(100);
    expect(payments.sessions.size).toBe(0);
  });

  it("counts a guest's unpaid holds by e-mail (any case) and by address, and records the address", async () => {
    const first = await service().createDirectSession(
      direct({ email: 'a@example.com', quantity: 15 }),
      IP,
    );
    expect(first.ok).toBe(true);
    expect(orders.clientIps.get(1)).toBe(IP);
    const refusal = { maxTonnes: 20, heldTonnes: 15, projectName: 'Project 1' };
    expect(
      await service().createDirectSession(
        direct({ email: 'A@Example.com', quantity: 6 }),
        '10.9.9.9',
      ),
    ).toEqual(err({ code: 'CHECKOUT.PROJECT_HOLD_LIMIT', ...refusal }));
    expect(
      await service().createDirectSession(direct({ email: 'b@example.com', quantity: 6 }), IP),
    ).toEqual(err({ code: 'CHECKOUT.PROJECT_HOLD_LIMIT', ...refusal }));
    // Another buyer on another address is not held back; nor is this one once the hold is closed.
    const other = await service().createDirectSession(
      direct({ email: 'b@example.com', quantity: 6 }),
      '10.9.9.9',
    );
    expect(other.ok).toBe(true);
    await orders.close(1, 'EXPIRED');
    const again = await service().createDirectSession(
      direct({ email: 'a@example.com', quantity: 6 }),
      IP,
    );
    expect(again.ok).toBe(true);
  });

  it("counts a logged-in buyer's unpaid cart orders by account, whatever the address", async () => {
    cart = cartOf(15);
    expect((await service().placeCartOrder(alice.id, 'CREDIT_CARD', IP)).ok).toBe(true);
    cart = cartOf(6);
    expect(await service().placeCartOrder(alice.id, 'CREDIT_CARD', '10.9.9.9')).toEqual(
      err({
        code: 'CHECKOUT.PROJECT_HOLD_LIMIT',
        maxTonnes: 20,
        heldTonnes: 15,
        projectName: 'Project 1',
      }),
    );
    expect(orders.orders.size).toBe(1);
  });

  it('applies the limits a deployment gives instead of the defaults', async () => {
    const generous = {
      projectSharePercent: 100,
      projectShareFloorTonnes: 0,
      maxUnpaidTonnes: 1_000,
    };
    const opened = await serviceWith({ holdLimits: generous }).createDirectSession(
      direct({ quantity: 100 }),
      IP,
    );
    expect(opened.ok).toBe(true);
  });
});
