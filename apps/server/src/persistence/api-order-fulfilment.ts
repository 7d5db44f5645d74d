import { eq, sql } from 'drizzle-orm';
import { newCertificateId } from '../services/orders/certificate-id.js';
import type { JobQueue } from '../services/ports/job-queue.port.js';
import { type ApiOrderRow, loadApiOrderObject } from './api-order-object.js';
import type { Database } from './database.js';
import {
  apiOrders,
  apiTestLedgers,
  apiTestRetirements,
  orderItems,
  orders,
  users,
} from './schema.js';
import { retireOrderLines } from './stock-ledger.js';
import { recordWebhookEvent } from './webhook-events.js';

/** The prefix of a test certificate's id: its page says that nothing was retired. */
export const TEST_CERTIFICATE_PREFIX = 'TEST-';

/**
 * Fulfils a placed API order, once: the job that runs it is delivered at least once, so the
 * order's row is locked and only a placed one is fulfilled. Live: a shop order (kind 'api',
 * provider 'balance', PAID) with its line, certificate and serials through the paid orders' own
 * retireOrderLines, so the certificate page and the ledger work as for any paid order. Test: the
 * project's test ledger counter, never the real stock or ledger. Either way the order's state,
 * certificate and order.fulfilled event commit together.
 */
export async function fulfilApiOrder(
  db: Database,
  jobs: JobQueue,
  publicUrl: string,
  id: string,
  now: Date,
): Promise<'fulfilled' | 'already' | 'not-placed'> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(apiOrders).where(eq(apiOrders.id, id)).for('update');
    if (!row) return 'not-placed';
    if (row.state === 'fulfilled') return 'already';
    if (row.state !== 'placed') return 'not-placed';
    const fulfilled =
      row.mode === 'live' ? await retireLive(tx, row, now) : await retireTest(tx, row, now);
    await tx
      .update(apiOrders)
      .set({ state: 'fulfilled', fulfilledAt: now, ...fulfilled })
      .where(eq(apiOrders.id, id));
    const object = await loadApiOrderObject(tx, id, publicUrl);
    if (!object) throw new Error(`api order ${id} vanished while being fulfilled`);
    await recordWebhookEvent(
      tx,
      jobs,
      { userId: row.userId, mode: row.mode, type: 'order.fulfilled', object },
      now,
    );
    return 'fulfilled';
  });
}

async function retireLive(
  tx: Database,
  row: ApiOrderRow,
  now: Date,
): Promise<{ orderId: number; certificateId: string }> {
  const [account] = await tx
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(eq(users.id, row.userId));
  if (!account) throw new Error(`the account of api order ${row.id} is gone`);
  const name = row.beneficiary ?? account.username;
  const [order] = await tx
    .insert(orders)
    .values({
      userId: row.userId,
      email: account.email,
      receiptName: name,
      kind: 'api',
      status: 'PAID',
      paymentMethod: 'CARD',
      currency: row.currency,
      totalCents: row.amountCents,
      provider: 'balance',
      // Its tonnes were taken when the API order was made: no reservation runs out.
      reservationExpiresAt: now,
      createdAt: now,
      paidAt: now,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('insert into orders returned no row');
  await tx.insert(orderItems).values({
    orderId: order.id,
    productId: row.productId,
    productName: row.productName,
    quantity: row.tonnes,
    priceAtTimeCents: row.unitPriceCents,
  });
  const certificateId = newCertificateId();
  await retireOrderLines(
    tx,
    order.id,
    { id: certificateId, recipientName: name },
    now,
    row.vintage === null ? {} : { vintage: row.vintage },
  );
  return { orderId: order.id, certificateId };
}

async function retireTest(
  tx: Database,
  row: ApiOrderRow,
  now: Date,
): Promise<{ certificateId: string }> {
  await tx.insert(apiTestLedgers).values({ productId: row.productId }).onConflictDoNothing();
  const [ledger] = await tx
    .update(apiTestLedgers)
    .set({ nextSerial: sql`${apiTestLedgers.nextSerial} + ${row.tonnes}` })
    .where(eq(apiTestLedgers.productId, row.productId))
    .returning({ next: apiTestLedgers.nextSerial });
  if (!ledger) throw new Error('api_test_ledgers row vanished');
  await tx.insert(apiTestRetirements).values({
    apiOrderId: row.id,
    productId: row.productId,
    firstSerial: ledger.next - row.tonnes,
    lastSerial: ledger.next - 1,
    retiredAt: now,
  });
  return { certificateId: `${TEST_CERTIFICATE_PREFIX}${newCertificateId()}` };
}
