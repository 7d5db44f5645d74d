import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders, outboxEmails, sandboxSessions } from '../persistence/schema.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// Issue 18 item 2: a calculator's order (a project's tonnes plus a donation) charged by the real
// sandbox provider for exactly what the page showed: tonnes × price + donation.

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
});
beforeEach(() => ctx.reset());
afterAll(() => ctx.close());

const calculatorOrder = {
  email: 'asha@example.com',
  receiptName: 'Asha Rao',
  productId: 3,
  quantity: 5,
  donationCents: 1200,
  paymentMethod: 'CARD',
  redirectUrl: 'http://localhost:8080/checkout',
  subscribe: false,
};
const createSession = (payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/direct-order-checkout/create-session', payload });

describe('a calculator order with a donation, on the sandbox checkout', () => {
  it('sends the provider lines that add up to tonnes × price + donation, and is paid in full', async () => {
    const price = (
      await ctx.app.inject({ method: 'GET', url: '/api/direct-order-checkout/price?productId=3' })
    ).json().price as number;
    const expectedCents = 5 * Math.round(price * 100) + 1200;

    const opened = await createSession(calculatorOrder);
    expect(opened.statusCode, opened.body).toBe(200);
    const [order] = await ctx.db.select().from(orders);
    expect(order).toMatchObject({ donationCents: 1200, totalCents: expectedCents });

    const [session] = await ctx.db.select().from(sandboxSessions);
    const lines = session?.lines as { quantity: number; unitAmountCents: number; kind?: string }[];
    expect(lines).toEqual([
      expect.objectContaining({ quantity: 5, unitAmountCents: Math.round(price * 100) }),
      {
        name: 'Donation: contribution to 1 biogas installation (not tax-deductible)',
        quantity: 1,
        unitAmountCents: 1200,
        kind: 'donation',
      },
    ]);
    const linesSum = lines.reduce((sum, line) => sum + line.quantity * line.unitAmountCents, 0);
    expect(linesSum).toBe(expectedCents);
    expect(session?.amountTotalCents).toBe(expectedCents);

    const checkoutPath = new URL(opened.json().checkoutUrl).pathname;
    const page = await ctx.app.inject({ method: 'GET', url: checkoutPath });
    expect(page.body).toContain('Donation: contribution to 1 biogas installation');
    expect(page.body).toContain('$12.00');
    const paid = await ctx.app.inject({
      method: 'POST',
      url: `${checkoutPath}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        cardholderName: 'Asha Rao',
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/30',
        cvc: '123',
      }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    await ctx.runJobs();
    const [after] = await ctx.db.select().from(orders).orderBy(asc(orders.id));
    expect(after?.status).toBe('PAID');
    await ctx.runJobs();
    const receipt = (await ctx.db.select().from(outboxEmails)).find((mail) =>
      mail.subject.includes('receipt'),
    );
    expect(receipt?.textBody ?? '').toContain(
      'Donation: contribution to 1 biogas installation (not tax-deductible): $12.00',
    );
  });

  it('refuses a donation that is not offered, or one on a subscription, with a field message', async () => {
    const odd = await createSession({ ...calculatorOrder, donationCents: 1000 });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().errors).toEqual({
      donationCents: 'Choose a donation of $6, $12 or $24, or no donation.',
    });
    const monthly = await createSession({ ...calculatorOrder, productId: 7, subscribe: true });
    expect(monthly.statusCode).toBe(400);
    expect(monthly.json().errors).toEqual({
      donationCents: 'A donation can only be added to a one-time purchase.',
    });
    const negative = await createSession({ ...calculatorOrder, donationCents: -600 });
    expect(negative.statusCode).toBe(400);
    expect(await ctx.db.select().from(orders)).toEqual([]);
  });

  it('keeps a purchase without a donation as it was: no donation line, total = tonnes × price', async () => {
    const { donationCents: _none, ...withoutDonation } = calculatorOrder;
    expect((await createSession(withoutDonation)).statusCode).toBe(200);
    const [session] = await ctx.db.select().from(sandboxSessions);
    expect(session?.lines).toHaveLength(1);
    const [order] = await ctx.db.select().from(orders);
    expect(order?.donationCents).toBe(0);
    expect(order?.totalCents).toBe(session?.amountTotalCents);
  });
});
