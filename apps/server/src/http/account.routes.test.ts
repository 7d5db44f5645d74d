import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartItems, emailTokens, orders, subscriptions, users } from '../persistence/schema.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// Revocable sessions (issue 17, finding 6): a reset, "log out everywhere" and account deletion end
// every session at once; a deleted account's token opens nothing and its name is free again.

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
});
beforeEach(() => ctx.reset());
afterAll(() => ctx.close());

const PASSWORD = 'Zq7!unique-plain-password';
const NEW_PASSWORD = 'Yw3!another-plain-password';
const ANN = { username: 'ann', email: 'ann@example.com', password: PASSWORD };
const LOGIN_REQUIRED = { message: 'Please log in to continue.' };

const post = (url: string, payload?: object, token?: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    ...(payload && { payload }),
    ...(token && { headers: { authorization: `Bearer ${token}` } }),
  });
const get = (url: string, token: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

async function signup(body: object = ANN): Promise<{ token: string; userId: number }> {
  const response = await post('/auth/signup', body);
  expect(response.statusCode).toBe(201);
  return response.json().data;
}
async function login(username: string, password: string) {
  return post('/auth/login', { username, password });
}

/** The status of the three authenticated reads: cart, orders and subscriptions. */
async function authenticatedStatuses(token: string) {
  return Promise.all(
    ['/api/cart/get', '/api/orders/user', '/api/subscriptions'].map(
      async (url) => (await get(url, token)).statusCode,
    ),
  );
}

async function expectSessionEnded(token: string) {
  expect(await authenticatedStatuses(token)).toEqual([401, 401, 401]);
  expect((await get('/api/cart/get', token)).json()).toEqual(LOGIN_REQUIRED);
}

describe('a password reset', () => {
  it('ends the sessions issued before it; a login after it works', async () => {
    const { token } = await signup();
    expect(await authenticatedStatuses(token)).toEqual([200, 200, 200]);
    await post('/auth/reset-password', { email: ANN.email, newPassword: NEW_PASSWORD });
    await ctx.runJobs();
    // The link's token is only in the e-mail: read it from the outbox.
    const [mail] = (await ctx.adapters.mail.outbox?.sentTo(ANN.email, 1)) ?? [];
    const resetToken = /ResetPassword\?token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
    const confirmed = await post('/auth/reset-password/confirm', {
      token: resetToken,
      newPassword: NEW_PASSWORD,
    });
    expect(confirmed.statusCode).toBe(200);
    await expectSessionEnded(token);
    const fresh = await login('ann', NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);
    expect(await authenticatedStatuses(fresh.json().data.token)).toEqual([200, 200, 200]);
  });
});

describe('GET /api/account', () => {
  it('says who is signed in and whether the e-mail is verified yet', async () => {
    const { token, userId } = await signup();
    const before = await get('/api/account', token);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      userId,
      username: 'ann',
      email: 'ann@example.com',
      emailVerified: false,
    });
    await ctx.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
    expect((await get('/api/account', token)).json()).toMatchObject({ emailVerified: true });
  });

  it('answers 401 without a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/account' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(LOGIN_REQUIRED);
  });
});

describe('POST /api/account/logout-everywhere', () => {
  it("ends every session, the caller's included; a new login works", async () => {
    const { token: first } = await signup();
    const second = (await login('ann@example.com', PASSWORD)).json().data.token;
    const response = await post('/api/account/logout-everywhere', undefined, second);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'You are logged out on every device. Please log in again to continue here.',
    });
    await expectSessionEnded(first);
    await expectSessionEnded(second);
    const again = (await login('ann', PASSWORD)).json().data.token;
    expect(await authenticatedStatuses(again)).toEqual([200, 200, 200]);
  });

  it('answers 401 without a session', async () => {
    const response = await post('/api/account/logout-everywhere');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(LOGIN_REQUIRED);
  });

  it('takes an empty body, and refuses any other with 400, ending nothing', async () => {
    const { token } = await signup();
    for (const payload of [{ all: true }, 'null', '[]']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/account/logout-everywhere',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(response.statusCode, String(payload)).toBe(400);
    }
    expect(await authenticatedStatuses(token)).toEqual([200, 200, 200]);
    expect((await post('/api/account/logout-everywhere', {}, token)).statusCode).toBe(200);
    await expectSessionEnded(token);
  });
});

describe('POST /api/account/delete', () => {
  async function addCartLineAndOrder(userId: number) {
    await ctx.db
      .insert(cartItems)
      .values({ userId, productId: 1, quantity: 2, priceAtTimeCents: 100 });
    await ctx.db.insert(orders).values({
      userId,
      email: ANN.email,
      receiptName: 'Ann',
      kind: 'direct',
      status: 'PAID',
      paymentMethod: 'CARD',
      totalCents: 100,
      provider: 'sandbox',
      reservationExpiresAt: ctx.clock.now(),
    });
  }

  it('deletes the account: its token opens nothing, its login fails, its name is free again', async () => {
    const { token, userId } = await signup();
    await addCartLineAndOrder(userId);
    const response = await post('/api/account/delete', { password: PASSWORD }, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Your account is deleted. Your certificates stay public.',
    });

    await expectSessionEnded(token);
    expect((await login('ann', PASSWORD)).statusCode).toBe(401);
    expect((await login('ann@example.com', PASSWORD)).statusCode).toBe(401);

    const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({
      username: `deleted:${userId}`,
      email: `deleted:${userId}@invalid`,
      sessionVersion: 1,
    });
    expect(row?.deletedAt).toEqual(ctx.clock.now());
    expect(row?.passwordHash).not.toMatch(/^\$argon2/);
    expect(await ctx.db.select().from(cartItems).where(eq(cartItems.userId, userId))).toEqual([]);
    const open = await ctx.db.select().from(emailTokens).where(eq(emailTokens.userId, userId));
    expect(open.every((link) => link.usedAt !== null)).toBe(true);
    // The money records stay, still the user's.
    expect(await ctx.db.select().from(orders).where(eq(orders.userId, userId))).toHaveLength(1);

    // The same name and address sign up again, as a new account.
    const again = await signup();
    expect(again.userId).not.toBe(userId);
    expect((await login('ann', PASSWORD)).json().data.userId).toBe(again.userId);
  });

  it('answers 400 with a field error for a wrong password, deleting nothing', async () => {
    const { token } = await signup();
    const response = await post('/api/account/delete', { password: 'not my password' }, token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Please correct the highlighted fields.',
      errors: { password: 'This is not your current password.' },
    });
    expect(await authenticatedStatuses(token)).toEqual([200, 200, 200]);
  });

  it('answers 409 while a monthly subscription is active, deleting nothing', async () => {
    const { token, userId } = await signup();
    await ctx.db.insert(subscriptions).values({
      userId,
      email: ANN.email,
      receiptName: 'Ann',
      productId: 7,
      quantity: 1,
      provider: 'sandbox',
      providerSubscriptionId: 'sub_ann',
      currentPeriodEnd: ctx.clock.now(),
    });
    const response = await post('/api/account/delete', { password: PASSWORD }, token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Please cancel your monthly subscriptions before deleting your account.',
    });
    expect((await login('ann', PASSWORD)).statusCode).toBe(200);
  });

  it('answers 401 before validating, and a field error for a missing password', async () => {
    expect((await post('/api/account/delete', {})).statusCode).toBe(401);
    const { token } = await signup();
    const response = await post('/api/account/delete', {}, token);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ password: expect.any(String) });
  });

  it('limits password guesses per user: the 6th in 15 minutes is refused', async () => {
    const { token } = await signup();
    for (let i = 0; i < 5; i++) {
      expect(
        (await post('/api/account/delete', { password: `guess ${i}` }, token)).statusCode,
      ).toBe(400);
    }
    const refused = await post('/api/account/delete', { password: PASSWORD }, token);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('900');
    expect(await authenticatedStatuses(token)).toEqual([200, 200, 200]);
  });
});
