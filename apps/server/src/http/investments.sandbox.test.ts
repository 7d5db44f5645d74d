import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sweepOnce } from '../jobs/sweeper.js';
import { investments, outboxEmails, users } from '../persistence/schema.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// The investment form's payment with the real sandbox provider: its hosted page, its test cards,
// Cancel, and its signed webhook delivered through our real route.

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
});
beforeEach(() => ctx.reset());
afterAll(() => ctx.close());

async function reserve(): Promise<{ investmentId: number; checkoutPath: string }> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/investments',
    payload: {
      projectId: 1,
      businessName: 'Green Rails Ltd',
      tons: 40,
      email: 'asha.rao@example.com',
      fullName: 'Asha Rao',
      address: '12 Park Street, Kolkata',
      redirectUrl: '/InvestmentForm',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { investmentId, checkoutUrl } = response.json();
  return { investmentId, checkoutPath: new URL(checkoutUrl).pathname };
}

const payWith = (checkoutPath: string, cardNumber: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `${checkoutPath}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      cardholderName: 'Asha Rao',
      cardNumber,
      expiry: '12/30',
      cvc: '123',
    }).toString(),
  });
const toOperator = () =>
  ctx.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, 'ops@example.com'));
const statuses = async () =>
  (await ctx.db.select().from(investments).orderBy(asc(investments.id))).map((r) => r.status);

describe('an investment paid on the sandbox checkout', () => {
  it('shows the investment line, pays with 4242…, returns to the form and is PAID by the webhook', async () => {
    const { investmentId, checkoutPath } = await reserve();
    const page = await ctx.app.inject({ method: 'GET', url: checkoutPath });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Direct investment: Nature-based Solutions');
    expect(page.body).toContain('$400.00');

    const paid = await payWith(checkoutPath, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(303);
    const back = new URL(String(paid.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:8080/InvestmentForm');
    expect(back.searchParams.get('investmentId')).toBe(String(investmentId));
    const sessionId = back.searchParams.get('session_id') ?? '';
    expect(sessionId).toMatch(/^cs_sandbox_/);

    await ctx.runJobs(); // the job worker delivers the sandbox's webhook
    expect(await statuses()).toEqual(['PAID']);
    const confirmed = await ctx.app.inject({
      method: 'GET',
      url: `/api/investments/confirm?sessionId=${sessionId}`,
    });
    expect(confirmed.json()).toEqual({ success: true });
    await ctx.runJobs();
    const subjects = (await ctx.db.select().from(outboxEmails)).map((m) => m.subject);
    expect(subjects).toEqual([
      `Your NetZero Market investment #${investmentId} is reserved`,
      `Payment received for your NetZero Market investment #${investmentId}`,
    ]);
  });

  it('e-mails every active operator once when the investment is paid', async () => {
    await ctx.db
      .insert(users)
      .values({ username: 'ops', email: 'ops@example.com', passwordHash: 'x', role: 'operator' });
    const { investmentId, checkoutPath } = await reserve();
    await ctx.runJobs();
    expect(await toOperator()).toEqual([]);
    await payWith(checkoutPath, '4242 4242 4242 4242');
    await ctx.runJobs();
    const notices = await toOperator();
    expect(notices.map((m) => m.subject)).toEqual([
      `Investment #${investmentId} paid: call Asha Rao within 48 hours`,
    ]);
    expect(notices[0]?.textBody).toContain('asha.rao@example.com');
    expect(notices[0]?.textBody).toContain('12 Park Street, Kolkata');
    expect(notices[0]?.textBody).toContain(`/ops/investments/${investmentId}`);
  });

  it('stays PENDING after a declined card, and EXPIRED after Cancel, which returns with cancelled=1', async () => {
    const { investmentId, checkoutPath } = await reserve();
    expect((await payWith(checkoutPath, '4000 0000 0000 0002')).statusCode).toBe(402);
    expect(await statuses()).toEqual(['PENDING']);

    const cancelled = await ctx.app.inject({ method: 'POST', url: `${checkoutPath}/cancel` });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(
      `http://localhost:8080/InvestmentForm?investmentId=${investmentId}&cancelled=1`,
    );
    await ctx.runJobs();
    expect(await statuses()).toEqual(['EXPIRED']);
  });

  it('expires an unpaid investment when its session times out', async () => {
    await reserve();
    ctx.clock.advance(31 * 60_000);
    await sweepOnce(ctx.sweepTasks, ctx.clock);
    await ctx.runJobs();
    expect(await statuses()).toEqual(['EXPIRED']);
  });
});
