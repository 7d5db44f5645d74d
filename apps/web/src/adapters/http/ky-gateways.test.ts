import { describe, expect, it } from 'vitest';
import { createHttpClient } from './http-client';
import { testSession } from './http-test-kit';
import { KyAccountGateway } from './ky-account-gateway';
import { KyAuthGateway } from './ky-auth-gateway';
import { KyCartGateway } from './ky-cart-gateway';
import { KyCatalogueGateway } from './ky-catalogue-gateway';
import { KyCheckoutGateway } from './ky-checkout-gateway';
import { KyOrdersGateway } from './ky-orders-gateway';
import { KyPlacesGateway } from './ky-places-gateway';
import { KySubscriptionsGateway } from './ky-subscriptions-gateway';
import { stubFetch } from './stub-fetch';

const BASE = 'https://shop.example';

/** A product as GET /api/products sends it (the contract's ProductResponse). */
const FOREST = {
  id: 2,
  title: 'Forest',
  description: 'd',
  imageUrl: '/f.svg',
  plpUrl: '/forest',
  price: 12,
  currency: 'USD',
  availableTonnes: 500,
  standard: 'Verra VCS',
  vintage: 2023,
  location: 'Meghalaya, India',
  sdgs: [13, 15],
};

function client() {
  const stub = stubFetch();
  return {
    stub,
    http: createHttpClient({ baseUrl: BASE, fetch: stub.fetch }, testSession()),
  };
}

describe('the ky gateways read the spec §7 replies', () => {
  it('login reads data.token and data.userId; signup reads them under data or at the top level', async () => {
    const { stub, http } = client();
    const auth = new KyAuthGateway(http);
    stub.reply(200, { message: 'Login successful.', data: { token: 'a.b.c', userId: 7 } });
    stub.reply(201, { message: 'ok', token: 'x.y.z', userId: 8 });
    stub.reply(201, { message: 'ok' });
    stub.reply(200, { message: 'Login successful.', data: { token: 'a.b.c', userId: '7' } });
    expect(await auth.login({ username: 'ana', password: 'pw' })).toEqual({
      ok: true,
      value: { token: 'a.b.c', userId: '7', message: 'Login successful.' },
    });
    expect(await auth.signup({ username: 'b', email: 'b@x.io', password: 'pw' })).toEqual({
      ok: true,
      value: { message: 'ok', token: 'x.y.z', userId: '8' },
    });
    expect(await auth.signup({ username: 'c', email: 'c@x.io', password: 'pw' })).toEqual({
      ok: true,
      value: { message: 'ok' },
    });
    // A reply the contract does not describe (the user id as text) is an error, not a guess.
    expect(await auth.login({ username: 'ana', password: 'pw' })).toEqual({
      ok: false,
      error: { kind: 'invalid-reply', status: 200 },
    });
    expect(stub.seen.map((request) => request.url)).toEqual([
      `${BASE}/auth/login`,
      `${BASE}/auth/signup`,
      `${BASE}/auth/signup`,
      `${BASE}/auth/login`,
    ]);
  });

  it('reset request and completion post to their paths', async () => {
    const { stub, http } = client();
    const auth = new KyAuthGateway(http);
    stub.reply(200, { message: 'Sent' });
    stub.reply(200, { message: 'Done' });
    await auth.requestPasswordReset({ email: 'a@x.io', newPassword: 'long-password' });
    expect(await auth.completePasswordReset({ token: 't', newPassword: 'long-password' })).toEqual({
      ok: true,
      value: { message: 'Done' },
    });
    expect(stub.seen.map(({ url, body }) => [url, body])).toEqual([
      [`${BASE}/auth/reset-password`, { email: 'a@x.io', newPassword: 'long-password' }],
      [`${BASE}/auth/reset-password/confirm`, { token: 't', newPassword: 'long-password' }],
    ]);
  });

  it('cart calls: get, by user id (null without cartItems), add, update, remove', async () => {
    const { stub, http } = client();
    const cart = new KyCartGateway(http);
    const line = {
      cartItemId: 3,
      productId: 2,
      productName: 'Forest',
      thumbnailImageUrl: '/f.svg',
      pricePerItem: 12.5,
      quantity: 2,
    };
    stub.reply(200, { message: 'Cart loaded.', data: { cartItems: [line], totalAmount: 25 } });
    stub.reply(200, { message: 'no items' });
    expect(await cart.getCart()).toEqual({
      ok: true,
      value: { cartItems: [line], totalAmount: 25 },
    });
    expect(await cart.getUserCart('7')).toEqual({ ok: true, value: null });
    await cart.add({ productId: 2, quantity: 1, priceAtTime: 12.5 });
    await cart.update({ cartItemId: 3, quantity: 4 });
    await cart.remove(3);
    expect(stub.seen.map(({ method, url }) => `${method} ${url.replace(BASE, '')}`)).toEqual([
      'GET /api/cart/get',
      'GET /api/cart/7',
      'POST /api/cart/add',
      'PUT /api/cart/update',
      'DELETE /api/cart/remove/3',
    ]);
    expect(stub.seen[2]?.body).toEqual({ productId: 2, quantity: 1, priceAtTime: 12.5 });
  });

  it('products: an empty plpUrl reads as null and registry metadata is kept', async () => {
    const { stub, http } = client();
    stub.reply(200, [{ ...FOREST, plpUrl: '' }]);
    stub.reply(200, [{ id: 2, title: 'Forest', price: 12 }]);
    const gateway = new KyCatalogueGateway(http);
    expect(await gateway.listProducts()).toEqual({
      ok: true,
      value: [{ ...FOREST, plpUrl: null }],
    });
    expect(await gateway.listProducts()).toEqual({
      ok: false,
      error: { kind: 'invalid-reply', status: 200 },
    });
  });

  it('catalogue: the list a server-rendered page arrived with, read once, and none without one', () => {
    const { http } = client();
    const gateway = new KyCatalogueGateway(http, JSON.stringify([{ ...FOREST, plpUrl: '' }]));
    const first = gateway.initialProducts();
    expect(first).toEqual([{ ...FOREST, plpUrl: null }]);
    // Every render of the first view sees the same list.
    expect(gateway.initialProducts()).toBe(first);
    expect(new KyCatalogueGateway(http).initialProducts()).toBeNull();
    for (const text of ['{not json', '{"id":1}']) {
      expect(new KyCatalogueGateway(http, text).initialProducts()).toBeNull();
    }
  });

  it('catalogue: a refresh with the bytes of the data block is that list; other bytes are decoded', async () => {
    const { stub, http } = client();
    const snapshot = [{ ...FOREST, plpUrl: '' }];
    const gateway = new KyCatalogueGateway(http, JSON.stringify(snapshot));
    stub.reply(200, snapshot);
    stub.reply(200, [{ ...FOREST, price: 13 }]);
    stub.reply(200, [{ id: 2, title: 'Forest', price: 12 }]);
    const same = await gateway.listProducts();
    // The very list the first view showed: nothing decoded (the products' chunk never loads).
    expect(same.ok && same.value).toBe(gateway.initialProducts());
    expect(await gateway.listProducts()).toEqual({ ok: true, value: [{ ...FOREST, price: 13 }] });
    expect(await gateway.listProducts()).toEqual({
      ok: false,
      error: { kind: 'invalid-reply', status: 200 },
    });
  });

  it('checkout: the price call sends the product id; confirm goes to the provider path', async () => {
    const { stub, http } = client();
    const checkout = new KyCheckoutGateway(http);
    stub.reply(200, { price: 14 });
    stub.reply(200, { success: true });
    expect(await checkout.getPrice(1)).toEqual({ ok: true, value: { price: 14 } });
    expect(
      await checkout.confirmPayment({ provider: 'sandbox', sessionId: 'cs_sandbox_1' }),
    ).toEqual({
      ok: true,
      value: { success: true },
    });
    expect(stub.seen.map(({ url }) => url.replace(BASE, ''))).toEqual([
      '/api/direct-order-checkout/price?productId=1',
      '/api/direct-order-checkout/sandbox/session/confirm?sessionId=cs_sandbox_1',
    ]);
  });

  it("checkout: create-session speaks each page's spec §3 spelling", async () => {
    const { stub, http } = client();
    const checkout = new KyCheckoutGateway(http);
    const order = {
      email: 'ana@x.io',
      receiptName: 'Ana',
      productId: 1,
      quantity: 3,
      returnUrl: 'https://shop.example/checkout',
      subscribe: false,
    };
    const session = { checkoutUrl: 'https://pay.example/cs_1', message: 'Proceed' };
    stub.reply(200, session);
    stub.reply(200, session);
    stub.reply(200, { checkoutUrl: 'https://pay.example/cs_1' });
    expect(await checkout.createSession({ ...order, page: 'one-time' })).toEqual({
      ok: true,
      value: session,
    });
    await checkout.createSession({ ...order, subscribe: true, page: 'subscription' });
    expect(await checkout.createSession({ ...order, page: 'one-time' })).toEqual({
      ok: false,
      error: { kind: 'invalid-reply', status: 200 },
    });
    const common = { email: 'ana@x.io', receiptName: 'Ana', productId: 1, quantity: 3 };
    expect(stub.seen.slice(0, 2).map(({ method, url, body }) => [method, url, body])).toEqual([
      [
        'POST',
        `${BASE}/api/direct-order-checkout/create-session`,
        {
          ...common,
          paymentMethod: 'CARD',
          redirectUrl: 'https://shop.example/checkout',
          subscribe: false,
        },
      ],
      [
        'POST',
        `${BASE}/api/direct-order-checkout/create-session`,
        {
          ...common,
          paymentMethod: 'CARD',
          redirectionUrl: 'https://shop.example/checkout',
          subscription: true,
        },
      ],
    ]);
  });

  it('checkout: create-session carries a calculator’s donation in cents, only when there is one', async () => {
    const { stub, http } = client();
    const checkout = new KyCheckoutGateway(http);
    const order = {
      email: 'ana@x.io',
      receiptName: 'Ana',
      productId: 3,
      quantity: 5,
      returnUrl: 'https://shop.example/checkout?invested=1',
      subscribe: false,
      page: 'one-time' as const,
    };
    const session = { checkoutUrl: 'https://pay.example/cs_2', message: 'Proceed' };
    stub.reply(200, session);
    stub.reply(200, session);
    await checkout.createSession({ ...order, donationCents: 1200 });
    await checkout.createSession({ ...order, donationCents: 0 });
    expect(stub.seen.map(({ body }) => body)).toEqual([
      {
        email: 'ana@x.io',
        receiptName: 'Ana',
        productId: 3,
        quantity: 5,
        donationCents: 1200,
        paymentMethod: 'CARD',
        redirectUrl: 'https://shop.example/checkout?invested=1',
        subscribe: false,
      },
      {
        email: 'ana@x.io',
        receiptName: 'Ana',
        productId: 3,
        quantity: 5,
        paymentMethod: 'CARD',
        redirectUrl: 'https://shop.example/checkout?invested=1',
        subscribe: false,
      },
    ]);
  });

  it('orders: reads a page object or a bare array', async () => {
    const { stub, http } = client();
    const orders = new KyOrdersGateway(http);
    const order = {
      orderId: 4,
      status: 'PAID',
      paymentMethod: 'CREDIT_CARD',
      orderDate: '2026-11-01T10:00:00Z',
      totalAmount: 28,
      userName: 'Ana',
      userEmail: 'ana@x.io',
      orderItems: [{ productName: 'Biogas', quantity: 2, priceAtTime: 14 }],
      certificateUrl: '/certificates/9',
    };
    stub.reply(200, { content: [order], totalElements: 6, totalPages: 2, page: 0, size: 5 });
    stub.reply(200, [order]);
    expect(await orders.listUserOrders({ page: 0, size: 5 })).toEqual({
      ok: true,
      value: { content: [order], totalElements: 6, totalPages: 2, page: 0, size: 5 },
    });
    expect(await orders.listUserOrders({ page: 0, size: 5 })).toEqual({
      ok: true,
      value: { content: [order], totalElements: 1, totalPages: 1, page: 0, size: 5 },
    });
    expect(stub.seen[0]?.url).toBe(`${BASE}/api/orders/user?page=0&size=5`);

    // Our server's optional figures: the paid total of every page and the account itself.
    const account = { username: 'ana', email: 'ana@x.io' };
    stub.reply(200, {
      content: [],
      totalElements: 0,
      totalPages: 0,
      page: 0,
      size: 5,
      paidTotalAmount: 84,
      account,
    });
    expect(await orders.listUserOrders({ page: 0, size: 5 })).toMatchObject({
      ok: true,
      value: { paidTotalAmount: 84, account },
    });
  });

  it('subscriptions: list and cancel', async () => {
    const { stub, http } = client();
    const subscriptions = new KySubscriptionsGateway(http);
    const subscription = {
      id: 2,
      status: 'ACTIVE',
      productName: 'Portfolio',
      quantity: 5,
      receiptName: 'Acme',
      email: 'a@x.io',
      currentPeriodEnd: '2026-12-22T00:00:00Z',
    };
    stub.reply(200, [{ ...subscription, createdAt: '2026-11-22T00:00:00Z' }]);
    expect(await subscriptions.list()).toEqual({ ok: true, value: [subscription] });
    await subscriptions.cancel(2);
    expect(stub.seen[1]).toMatchObject({
      method: 'POST',
      url: `${BASE}/api/subscriptions/2/cancel`,
    });
  });

  it('places: suggestions of a known kind, and the distance for a mode', async () => {
    const { stub, http } = client();
    const places = new KyPlacesGateway(http);
    stub.reply(200, [{ id: 'city:1261481', label: 'New Delhi, India', kind: 'city' }]);
    stub.reply(200, { km: 1404.2 });
    stub.reply(200, [{ id: 'x', label: 'Somewhere', kind: 'volcano' }]);
    expect(await places.suggest('del')).toEqual({
      ok: true,
      value: [{ id: 'city:1261481', label: 'New Delhi, India', kind: 'city' }],
    });
    expect(await places.distance({ from: 'a', to: 'b', mode: 'Car' })).toEqual({
      ok: true,
      value: { km: 1404.2 },
    });
    // A kind the contract does not know is an invalid reply, not a guess.
    expect(await places.suggest('some')).toEqual({
      ok: false,
      error: { kind: 'invalid-reply', status: 200 },
    });
    expect(stub.seen.map(({ url }) => url.replace(BASE, ''))).toEqual([
      '/api/places/suggest?q=del',
      '/api/places/distance?from=a&to=b&mode=Car',
      '/api/places/suggest?q=some',
    ]);
  });

  it('account: logout-everywhere posts no body; delete posts the password and reads field errors', async () => {
    const { stub, http } = client();
    const account = new KyAccountGateway(http);
    stub.reply(200, { message: 'You are logged out on every device.' });
    stub.reply(400, {
      message: 'Please correct the highlighted fields.',
      errors: { password: 'This is not your current password.' },
    });
    stub.reply(200, { message: 'Your account is deleted.' });
    expect(await account.logoutEverywhere()).toEqual({
      ok: true,
      value: { message: 'You are logged out on every device.' },
    });
    expect(await account.deleteAccount({ password: 'wrong' })).toMatchObject({
      ok: false,
      error: {
        kind: 'http',
        status: 400,
        errors: { password: 'This is not your current password.' },
      },
    });
    expect(await account.deleteAccount({ password: 'right' })).toEqual({
      ok: true,
      value: { message: 'Your account is deleted.' },
    });
    expect(stub.seen.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'POST', url: `${BASE}/api/account/logout-everywhere`, body: undefined },
      { method: 'POST', url: `${BASE}/api/account/delete`, body: { password: 'wrong' } },
      { method: 'POST', url: `${BASE}/api/account/delete`, body: { password: 'right' } },
    ]);
  });

  it('account: profile gets /api/account and decodes it with the contract', async () => {
    const { stub, http } = client();
    const account = new KyAccountGateway(http);
    const profile = { userId: 4, username: 'ana', email: 'ana@x.io', emailVerified: false };
    stub.reply(200, profile);
    stub.reply(200, { ...profile, emailVerified: 'no' });
    expect(await account.profile()).toEqual({ ok: true, value: profile });
    expect(await account.profile()).toMatchObject({ ok: false });
    expect(stub.seen.map(({ method, url }) => ({ method, url }))).toEqual([
      { method: 'GET', url: `${BASE}/api/account` },
      { method: 'GET', url: `${BASE}/api/account` },
    ]);
  });
});
