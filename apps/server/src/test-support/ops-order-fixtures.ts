import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders } from '../persistence/schema.js';
import type { TestApp } from './test-app.js';

/** A guest's direct order through the real route: its id and sandbox session, still PENDING. */
export async function openOrder(
  ctx: TestApp,
  options: { email?: string; receiptName?: string; productId?: number; quantity?: number } = {},
): Promise<{ orderId: number; sessionId: string }> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/direct-order-checkout/create-session',
    payload: {
      email: options.email ?? 'ada@example.com',
      receiptName: options.receiptName ?? 'Ada Lovelace',
      productId: options.productId ?? 1,
      quantity: options.quantity ?? 2,
      paymentMethod: 'CARD',
      redirectUrl: 'http://localhost:8080/checkout',
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const sessionId = String(response.json().checkoutUrl).split('/').pop() ?? '';
  const [order] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.providerSessionId, sessionId));
  if (!order) throw new Error(`no order for session ${sessionId}`);
  return { orderId: order.id, sessionId };
}

/** An order paid with the embedded sandbox provider, its events delivered and jobs run. */
export async function paidOrder(
  ctx: TestApp,
  options: Parameters<typeof openOrder>[1] = {},
): Promise<{ orderId: number; sessionId: string }> {
  const opened = await openOrder(ctx, options);
  const sandbox = ctx.adapters.payments.sandbox;
  if (!sandbox) throw new Error('paidOrder needs the sandbox provider');
  const paid = await sandbox.pay(opened.sessionId);
  expect(paid.ok).toBe(true);
  await ctx.runJobs();
  return opened;
}
