import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, orders, outboxEmails, users } from '../../persistence/schema.js';
import { type OperatorSession, signedInOperator } from '../../test-support/operator-session.js';
import { openOrder, paidOrder } from '../../test-support/ops-order-fixtures.js';
import { signedInUser } from '../../test-support/signed-in-user.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let ctx: TestApp;
let operator: OperatorSession;

beforeAll(async () => {
  ctx = await createTestApp();
});
beforeEach(async () => {
  await ctx.reset();
  operator = await signedInOperator(ctx);
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: operator.headers });
const post = (url: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: operator.headers, ...(payload && { payload }) });
const PASSWORD = 'correct horse battery';

/** A buyer who signed up through the real route (a real password), and their session. */
async function signedUp(username: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/auth/signup',
    payload: { username, email: `${username}@example.com`, password: PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { token, userId } = response.json().data as { token: string; userId: number };
  return { userId, headers: { authorization: `Bearer ${token}` } };
}
const login = (username: string) =>
  ctx.app.inject({ method: 'POST', url: '/auth/login', payload: { username, password: PASSWORD } });
const account = (headers: { authorization: string }) =>
  ctx.app.inject({ method: 'GET', url: '/api/account', headers });

describe('/api/ops/customers authorization', () => {
  it.each([
    ['GET', '/api/ops/customers?limit=0'],
    ['GET', '/api/ops/customers/1'],
    ['POST', '/api/ops/customers/1/disable'],
    ['POST', '/api/ops/customers/1/enable'],
    ['POST', '/api/ops/customers/1/end-sessions'],
    ['POST', '/api/ops/customers/1/password-reset'],
    ['POST', '/api/ops/customers/x/notes'],
  ] as const)('%s %s answers 401 without an operator, before validating', async (method, url) => {
    expect((await ctx.app.inject({ method, url })).statusCode).toBe(401);
  });
});

describe('GET /api/ops/customers', () => {
  it('lists buyers and operators with counts, searches and pages', async () => {
    const ann = await signedInUser(ctx, 'ann');
    await signedInUser(ctx, 'bob');
    await ctx.db.insert(users).values({
      username: 'opal',
      email: 'opal@netzero.example',
      passwordHash: 'x',
      role: 'operator',
    });
    const { orderId } = await paidOrder(ctx, { email: 'ann@example.com' });
    const { orderId: open } = await openOrder(ctx, { email: 'ann@example.com' });
    await ctx.db.update(orders).set({ userId: ann.userId }).where(eq(orders.id, orderId));
    await ctx.db.update(orders).set({ userId: ann.userId }).where(eq(orders.id, open));

    const all = (await get('/api/ops/customers')).json();
    // The signed-in operator's own account is listed too, last (it is the oldest).
    expect(all.total).toBe(4);
    expect(all.items.map((c: { username: string }) => c.username)).toEqual([
      'opal',
      'bob',
      'ann',
      operator.email.split('@')[0],
    ]);
    expect(all.items[0]).toMatchObject({ role: 'operator', disabled: false });
    expect(all.items[2]).toMatchObject({
      orders: 2,
      paidTotalCents: 2800,
      subscriptions: 0,
      emailVerified: false,
    });
    const found = (await get('/api/ops/customers?q=ANN')).json();
    expect(found).toMatchObject({ total: 1, items: [{ id: ann.userId }] });
    expect((await get('/api/ops/customers?q=%25')).json().total).toBe(0);
    expect((await get('/api/ops/customers?limit=1&offset=1')).json().items).toMatchObject([
      { username: 'bob' },
    ]);
    const bad = await get('/api/ops/customers?limit=101&offset=-1');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['limit', 'offset']);
  });

  it('shows one account with its orders, or 404', async () => {
    const ann = await signedInUser(ctx, 'ann');
    const { orderId } = await paidOrder(ctx, { email: 'ann@example.com' });
    await ctx.db.update(orders).set({ userId: ann.userId }).where(eq(orders.id, orderId));
    const detail = (await get(`/api/ops/customers/${ann.userId}`)).json();
    expect(detail).toMatchObject({
      email: 'ann@example.com',
      recentOrders: [{ id: orderId, status: 'PAID' }],
      subscriptionList: [],
      notes: [],
    });
    expect((await get('/api/ops/customers/999')).statusCode).toBe(404);
    expect((await get('/api/ops/customers/0')).json().errors).toHaveProperty('id');
  });
});

describe('customer actions', () => {
  it('disable ends the sessions and refuses the login with its own message; enable lets it in', async () => {
    const ann = await signedUp('ann');
    expect((await account(ann.headers)).statusCode).toBe(200);
    const disabled = await post(`/api/ops/customers/${ann.userId}/disable`);
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json()).toMatchObject({ disabled: true, disabledAt: expect.any(String) });
    expect((await account(ann.headers)).statusCode).toBe(401);
    const refused = await login('ann');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/disabled/);
    const [entry] = await ctx.db.select().from(auditLog);
    expect(entry).toMatchObject({
      action: 'customer.disable',
      targetType: 'customer',
      targetId: String(ann.userId),
      before: { disabledAt: null },
    });

    expect((await post(`/api/ops/customers/${ann.userId}/enable`)).json().disabled).toBe(false);
    const back = await login('ann');
    expect(back.statusCode).toBe(200);
    expect((await account({ authorization: `Bearer ${back.json().data.token}` })).statusCode).toBe(
      200,
    );
    const actions = (await ctx.db.select().from(auditLog)).map((row) => row.action);
    expect(actions).toEqual(['customer.disable', 'customer.enable']);
  });

  it('a wrong password on a disabled account still says only that the credentials are wrong', async () => {
    const ann = await signedUp('ann');
    await post(`/api/ops/customers/${ann.userId}/disable`);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'ann', password: 'wrong password here' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('an operator cannot disable their own account (409)', async () => {
    const response = await post(`/api/ops/customers/${operator.userId}/disable`);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().message).toBe('You cannot disable your own account.');
    const [row] = await ctx.db.select().from(users).where(eq(users.id, operator.userId));
    expect(row?.disabledAt).toBeNull();
    expect((await get('/api/ops/customers')).statusCode).toBe(200);
  });

  it('end-sessions refuses every token issued before, with an audit entry', async () => {
    const ann = await signedUp('ann');
    const ended = await post(`/api/ops/customers/${ann.userId}/end-sessions`);
    expect(ended.statusCode).toBe(200);
    expect((await account(ann.headers)).statusCode).toBe(401);
    expect((await login('ann')).statusCode).toBe(200);
    const [entry] = await ctx.db.select().from(auditLog);
    expect(entry).toMatchObject({
      action: 'customer.end-sessions',
      before: { sessionVersion: 0 },
      after: { sessionVersion: 1 },
    });
  });

  it('password-reset e-mails a link to the reset page saying the team sent it', async () => {
    const ann = await signedUp('ann');
    await ctx.runJobs();
    expect((await post(`/api/ops/customers/${ann.userId}/password-reset`)).statusCode).toBe(200);
    await ctx.runJobs();
    const mails = await ctx.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, 'ann@example.com'));
    const reset = mails.find((mail) => mail.subject === 'Reset your NetZero Market password');
    expect(reset?.textBody).toContain('http://localhost:8080/ResetPassword');
    expect(reset?.textBody).toMatch(/NetZero Market team sent you/);
    const actions = (await ctx.db.select().from(auditLog)).map((row) => row.action);
    expect(actions).toEqual(['customer.password-reset']);
  });

  it('answers 404 for an unknown account and 409 for a deleted one', async () => {
    for (const action of ['disable', 'enable', 'end-sessions', 'password-reset'])
      expect((await post(`/api/ops/customers/999/${action}`)).statusCode).toBe(404);
    const ann = await signedInUser(ctx, 'ann');
    await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, ann.userId));
    expect((await post(`/api/ops/customers/${ann.userId}/disable`)).statusCode).toBe(409);
    expect(await ctx.db.select().from(auditLog)).toEqual([]);
  });

  it("adds a note signed by the operator's account; an empty one is refused", async () => {
    const ann = await signedInUser(ctx, 'ann');
    expect((await post(`/api/ops/customers/${ann.userId}/notes`, { body: '' })).statusCode).toBe(
      400,
    );
    const response = await post(`/api/ops/customers/${ann.userId}/notes`, { body: 'VIP' });
    expect(response.statusCode, response.body).toBe(201);
    expect((await get(`/api/ops/customers/${ann.userId}`)).json().notes).toMatchObject([
      { body: 'VIP' },
    ]);
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'customer.note'));
    expect(entry).toMatchObject({ actorUserId: operator.userId, targetId: String(ann.userId) });
  });
});
