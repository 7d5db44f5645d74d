import { formatMessage } from '@netzero/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, users } from '../persistence/schema.js';
import { JoseSessionTokens } from '../security/jose-session-tokens.js';
import {
  createOperatorAccount,
  enrolledOperator,
  OPERATOR_PASSWORD,
  post,
  stepOf,
  totpCode,
} from '../test-support/operator-accounts.js';
import { signedInUser } from '../test-support/signed-in-user.js';
import {
  createTestApp,
  TEST_JWT_SECRET,
  TEST_OPERATOR_TOKEN,
  type TestApp,
} from '../test-support/test-app.js';

// Who gets an operator session and keeps it: buyers and disabled operators are refused alike, the
// steps are rate-limited, logout ends every session, and a token serves one purpose.

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
});
beforeEach(() => ctx.reset());
afterAll(() => ctx.close());

const EMAIL = 'olivia@example.com';
const login = (email = EMAIL, password = OPERATOR_PASSWORD) =>
  post(ctx, '/api/ops/auth/login', { email, password });
const get = (url: string, token: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
const refusal = { message: formatMessage('OPS.INVALID_CREDENTIALS') };

describe('the password step', () => {
  it('answers a wrong password, an unknown address, a buyer and a disabled operator alike', async () => {
    await createOperatorAccount(ctx, EMAIL);
    await createOperatorAccount(ctx, 'bob@example.com', 'buyer');
    const disabledId = await createOperatorAccount(ctx, 'dora@example.com');
    await ctx.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabledId));
    for (const attempt of [
      login(EMAIL, 'wrong password'),
      login('nobody@example.com'),
      login('bob@example.com'),
      login('dora@example.com'),
    ]) {
      const response = await attempt;
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(refusal);
    }
    expect((await login()).statusCode).toBe(200);
  });

  it('answers 429 after 10 failures for one address from one network, and a success does not count', async () => {
    await createOperatorAccount(ctx, EMAIL);
    for (let i = 0; i < 5; i++) expect((await login()).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login(EMAIL, 'nope')).statusCode).toBe(401);
    const limited = await login();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('the code step', () => {
  it('answers 429 after 10 wrong codes for one operator in 15 minutes', async () => {
    const { secret } = await enrolledOperator(ctx, EMAIL);
    const ticket = (await login()).json().ticket;
    for (let i = 0; i < 10; i++) {
      expect((await post(ctx, '/api/ops/auth/totp', { ticket, code: '000000' })).statusCode).toBe(
        401,
      );
    }
    ctx.clock.advance(30_000);
    const code = totpCode(secret, stepOf(ctx));
    expect((await post(ctx, '/api/ops/auth/totp', { ticket, code })).statusCode).toBe(429);
  });

  it('refuses an operator disabled after the password step', async () => {
    const { secret } = await enrolledOperator(ctx, EMAIL);
    const ticket = (await login()).json().ticket;
    await ctx.db.update(users).set({ disabledAt: new Date() }).where(eq(users.email, EMAIL));
    ctx.clock.advance(30_000);
    const code = totpCode(secret, stepOf(ctx));
    expect((await post(ctx, '/api/ops/auth/totp', { ticket, code })).statusCode).toBe(401);
  });
});

describe('operator sessions', () => {
  it('shows the operator, and logout ends every session of theirs (audited)', async () => {
    const { token, secret } = await enrolledOperator(ctx, EMAIL);
    ctx.clock.advance(30_000);
    const ticket = (await login()).json().ticket;
    const other = await post(ctx, '/api/ops/auth/totp', {
      ticket,
      code: totpCode(secret, stepOf(ctx)),
    });
    const me = await get('/api/ops/me', token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: EMAIL, enrolled: true, disabled: false });
    const out = await post(ctx, '/api/ops/auth/logout', {}, `Bearer ${token}`);
    expect(out.statusCode).toBe(204);
    expect((await get('/api/ops/me', token)).statusCode).toBe(401);
    expect((await get('/api/ops/me', other.json().token)).statusCode).toBe(401);
    const actions = (await ctx.db.select().from(auditLog)).map((entry) => entry.action);
    expect(actions).toEqual([
      'operator.enrol',
      'operator.sign-in',
      'operator.sign-in',
      'operator.logout',
    ]);
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'operator.logout'));
    expect(entry).toMatchObject({ actor: EMAIL, targetType: 'operator' });
  });

  it('ends access when the operator is disabled or loses the role', async () => {
    const { token } = await enrolledOperator(ctx, EMAIL);
    await ctx.db.update(users).set({ disabledAt: new Date() }).where(eq(users.email, EMAIL));
    expect((await get('/api/ops/me', token)).statusCode).toBe(401);
    await ctx.db
      .update(users)
      .set({ disabledAt: null, role: 'buyer' })
      .where(eq(users.email, EMAIL));
    expect((await get('/api/ops/me', token)).statusCode).toBe(403);
  });

  it('serves one purpose per token: a shop token is 403 on ops routes, an ops token 401 in the shop', async () => {
    const { token } = await enrolledOperator(ctx, EMAIL);
    const buyer = await signedInUser(ctx, 'bob');
    const forbidden = await ctx.app.inject({
      method: 'GET',
      url: '/api/ops/me',
      headers: buyer.headers,
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe(formatMessage('OPS.OPERATOR_ONLY'));
    const [row] = await ctx.db.select().from(users).where(eq(users.email, EMAIL));
    const shopToken = await new JoseSessionTokens(TEST_JWT_SECRET, 3600, ctx.clock).issue(
      row?.id ?? 0,
      0,
    );
    expect((await get('/api/ops/me', shopToken)).statusCode).toBe(403);
    expect((await get('/api/account', token)).statusCode).toBe(401);
    expect((await get('/api/ops/me', 'garbage')).statusCode).toBe(401);
    const none = await ctx.app.inject({ method: 'GET', url: '/api/ops/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe(formatMessage('OPS.SIGN_IN_REQUIRED'));
  });

  it('accepts the machine token only on the routes scripts call', async () => {
    expect((await get('/api/ops/jobs', TEST_OPERATOR_TOKEN)).statusCode).toBe(200);
    expect((await get('/metrics', TEST_OPERATOR_TOKEN)).statusCode).toBe(200);
    expect((await get('/api/ops/me', TEST_OPERATOR_TOKEN)).statusCode).toBe(401);
    expect((await get('/api/ops/audit', TEST_OPERATOR_TOKEN)).statusCode).toBe(401);
    expect((await get('/api/ops/operators', TEST_OPERATOR_TOKEN)).statusCode).toBe(401);
  });
});
