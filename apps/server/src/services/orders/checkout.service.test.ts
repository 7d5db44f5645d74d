import { err, ok } from '@netzero/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakePaymentProvider } from '../../test-support/fake-payment-provider.js';
import { MutableClock } from '../../test-support/mutable-clock.js';
import type { CartLineRecord, CartRepository } from '../ports/cart.repository.port.js';
import type { NewOrder, OrderRecord, OrderRepository } from '../ports/order.repository.port.js';
import type { ProductRecord, ProductRepository } from '../ports/product.repository.port.js';
import type { UserRecord, UserRepository } from '../ports/user.repository.port.js';
import { CheckoutService } from './checkout.service.js';

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
class MemoryOrders implements Partial<OrderRepository> {
  readonly orders = new Map<number, OrderRecord>();
  readonly sessions = new Map<number, string>();
  constructor(readonly stock: Map<number, ProductRecord>) {}

  async createPending(order: NewOrder) {
    const picked = order.lines.map((line) => ({ line, product: this.stock.get(line.productId) }));
    if (picked.some((p) => !p.product)) return err('PRODUCT_NOT_FOUND' as const);
    if (picked.some((p) => (p.product?.availableTonnes ?? 0) < p.line.quantity)) {
      return err('NOT_ENOUGH_CREDITS' as const);
    }
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
      totalCents: lines.reduce((sum, l) => sum + l.quantity * l.priceAtTimeCents, 0),
      providerSessionId: null,
      subscriptionId: null,
      createdAt: new Date(),
      paidAt: null,
      lines,
      certificateId: null,
    };
    this.orders.set(record.id, record);
    return ok(record);
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
const alice: UserRecord = {
  id: 3,
  username: 'alice',
  email: 'alice@example.com',
  passwordHash: 'x',
  emailVerifiedAt: null,
};

function service(provider: FakePaymentProvider = payments) {
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
    publicUrl: 'https://netzero.example',
    reservationTtlMs: 30 * 60_000,
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
    const placed = await service().placeCartOrder(alice.id, 'CREDIT_CARD');
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
    await service(new LongerSessions()).placeCartOrder(alice.id, 'CREDIT_CARD');
    expect(orders.orders.get(1)?.reservationExpiresAt).toEqual(new Date('2026-11-22T10:30:00Z'));
  });

  it('refuses an empty cart, an unknown account and an order above the card limit, reserving nothing', async () => {
    expect(await service().placeCartOrder(alice.id, 'CREDIT_CARD')).toEqual(
      err({ code: 'CHECKOUT.CART_EMPTY' }),
    );
    expect(await service().placeCartOrder(99, 'CREDIT_CARD')).toEqual(
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
    expect(await service().placeCartOrder(alice.id, 'CREDIT_CARD')).toEqual(
      err({ code: 'CHECKOUT.ORDER_TOO_LARGE' }),
    );
    expect(orders.orders.size).toBe(0);
    expect(payments.sessions.size).toBe(0);
  });
});

describe('CheckoutService.createDirectSession', () => {
  it('opens a guest payment session with the receipt name derived from the e-mail', async () => {
    const opened = await service().createDirectSession(direct());
    expect(opened).toMatchObject({ ok: true, value: { message: 'Proceeding to checkout...' } });
    const [session] = [...payments.sessions.values()];
    expect(session?.request).toMatchObject({
      mode: 'payment',
      customerEmail: 'buyer@example.com',
      metadata: { orderId: '1' },
      successUrl:
        'https://netzero.example/checkout?orderId=1&userId=&session_id={CHECKOUT_SESSION_ID}',
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
    expect(await service().createDirectSession(direct(input))).toEqual(
      err({ code: 'API.INVALID_REQUEST', fields }),
    );
    expect(orders.orders.size).toBe(0);
  });

  it('accepts a quantity typed as text', async () => {
    expect((await service().createDirectSession(direct({ quantity: ' 3 ' }))).ok).toBe(true);
    expect(stock.get(1)?.availableTonnes).toBe(97);
  });

  it('answers unknown products, orders above the card limit and missing stock without a session', async () => {
    expect(await service().createDirectSession(direct({ productId: 99 }))).toEqual(
      err({ code: 'PRODUCTS.NOT_FOUND' }),
    );
    expect(await service().createDirectSession(direct({ quantity: 71_429 }))).toEqual(
      err({ code: 'CHECKOUT.ORDER_TOO_LARGE' }),
    );
    expect(await service().createDirectSession(direct({ quantity: 101 }))).toEqual(
      err({ code: 'CHECKOUT.NOT_ENOUGH_CREDITS' }),
    );
    expect(payments.sessions.size).toBe(0);
    expect(stock.get(1)?.availableTonnes).toBe(100);
  });

  it('closes the order FAILED and gives its tonnes back when the provider fails', async () => {
    const failed = await service(new BrokenProvider()).createDirectSession(direct());
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
