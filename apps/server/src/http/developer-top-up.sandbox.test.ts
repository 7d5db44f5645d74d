import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sweepOnce } from '../jobs/sweeper.js';
import { apiBalanceEntries, apiTopUps } from '../persistence/schema.js';
import { type SignedInUser, signedInUser } from '../test-support/signed-in-user.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// A live top-up with the real sandbox provider: its hosted page and test cards, the return to
// the dashboard, the confirm call and the signed webhook through our real route.

let ctx: TestApp;
let alice: SignedInUser;

beforeAll(async () => {
  ctx = await createTestApp();
});
beforeEach(async () => {
  await ctx.reset();
  alice = await signedInUser(ctx, 'alice');
});
afterAll(() => ctx.close());

async function startTopUp(amountCents: number): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/developers/balance/top-up',
    headers: alice.headers,
    payload: { amountCents },
  });
  expect(response.statusCode, response.body).toBe(201);
  return new URL(response.json().checkoutUrl).pathname;
}

const payWith = (checkoutPath: string, cardNumber: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `${checkoutPath}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      cardholderName: 'Alice Example',
      cardNumber,
      expiry: '12/30',
      cvc: '123',
    }).toString(),
  });
const confirm = (sessionId: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/developers/balance/top-up/confirm',
    headers: alice.headers,
    payload: { sessionId },
  });
const liveBalance = async () =>
  (await ctx.app.inject({ url: '/api/developers/balance', headers: alice.headers })).json()
    .balances[1].availableCents;
const statuses = async () => (await ctx.db.select().from(apiTopUps)).map((t) => t.status);

describe('a top-up paid on the sandbox checkout', () => {
  it('pays with 4242…, returns to the dashboard, and is credited once by confirm and webhook', async () => {
    const checkoutPath = await startTopUp(2_500);
    const page = await ctx.app.inject({ method: 'GET', url: checkoutPath });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('NetZero Market API balance top-up');
    expect(page.body).toContain('$25.00');

    const paid = await payWith(checkoutPath, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(303);
    const back = new URL(String(paid.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:8080/Admin');
    expect(back.searchParams.get('developers')).toBe('balance');
    const sessionId = back.searchParams.get('topUp') ?? '';
    expect(sessionId).toMatch(/^cs_sandbox_/);

    // The return page confirms before the webhook arrives; the webhook then finds it done.
    const confirmed = await confirm(sessionId);
    expect(confirmed.json()).toMatchObject({
      status: 'PAID',
      amountCents: 2_500,
      balance: { mode: 'live', availableCents: 2_500 },
    });
    await ctx.runJobs();
    expect(await liveBalance()).toBe(2_500);
    const entries = await ctx.db
      .select()
      .from(apiBalanceEntries)
      .where(eq(apiBalanceEntries.userId, alice.userId));
    expect(entries.map((e) => [e.amountCents, e.reason])).toEqual([[2_500, 'top_up']]);
  });

  it('is credited by the webhook alone when the buyer never comes back', async () => {
    const checkoutPath = await startTopUp(1_000);
    await payWith(checkoutPath, '4242 4242 4242 4242');
    await ctx.runJobs();
    expect(await statuses()).toEqual(['PAID']);
    expect(await liveBalance()).toBe(1_000);
  });

  it('stays PENDING after a declined card, and is EXPIRED by Cancel, back to the dashboard', async () => {
    const checkoutPath = await startTopUp(1_000);
    expect((await payWith(checkoutPath, '4000 0000 0000 0002')).statusCode).toBe(402);
    expect(await statuses()).toEqual(['PENDING']);
    const cancelled = await ctx.app.inject({ method: 'POST', url: `${checkoutPath}/cancel` });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(
      'http://localhost:8080/Admin?developers=balance&topUp=cancelled',
    );
    await ctx.runJobs();
    expect(await statuses()).toEqual(['EXPIRED']);
    expect(await liveBalance()).toBe(0);
  });

  it('expires an unpaid top-up when its session times out', async () => {
    await startTopUp(1_000);
    ctx.clock.advance(31 * 60_000);
    await sweepOnce(ctx.sweepTasks, ctx.clock);
    await ctx.runJobs();
    expect(await statuses()).toEqual(['EXPIRED']);
  });
});
