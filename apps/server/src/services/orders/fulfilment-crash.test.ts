import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../persistence/database.js';
import { DrizzleOrderRepository } from '../../persistence/drizzle-order.repository.js';
import {
  certificates,
  creditRetirements,
  orders as ordersTable,
  outboxEmails,
  paymentEvents,
  products,
} from '../../persistence/schema.js';
import { deliverFakeEvent } from '../../test-support/commerce-fixtures.js';
import { FakePaymentProvider } from '../../test-support/fake-payment-provider.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import type { PaymentEvent } from '../ports/payment-provider.port.js';

// A fulfilment that dies half-way must leave nothing half-written, and the provider's redelivery
// must then end the order PAID exactly once. Two variants:
// - everywhere (PGlite and PostgreSQL): a database trigger fails the transaction after the order
//   row, the certificate and the serial allocation were written (a thrown error mid-transaction);
// - with DATABASE_URL (PostgreSQL only, as PGlite lives inside this process): a child process runs
//   the real repository, is stopped mid-transaction by a row lock this test holds, and is killed
//   with SIGKILL, as a crashed server would be.

let ctx: TestApp;
let fake: FakePaymentProvider;
let orders: DrizzleOrderRepository;
const QUANTITY = 4;
const TTL_MS = 30 * 60 * 1000;

beforeAll(async () => {
  fake = new FakePaymentProvider();
  ctx = await createTestApp({ payments: fake });
  orders = new DrizzleOrderRepository(ctx.db);
});
beforeEach(() => ctx.reset());
afterAll(() => ctx.close());

/** A guest order of QUANTITY tonnes of product 2, paid at the provider, with its completion event. */
async function paidAtProvider(): Promise<{ orderId: number; event: PaymentEvent }> {
  const created = await orders.createPending({
    userId: null,
    email: 'crash@example.com',
    receiptName: 'Crash test',
    kind: 'direct',
    paymentMethod: 'CARD',
    provider: 'sandbox',
    lines: [{ productId: 2, quantity: QUANTITY }],
    reservationExpiresAt: new Date(ctx.clock.now().getTime() + TTL_MS),
  });
  if (!created.ok) throw new Error(created.error);
  const { sessionId } = await fake.createCheckoutSession({
    reference: 'order-test',
    mode: 'payment',
    lines: [{ name: 'Water', quantity: QUANTITY, unitAmountCents: 1100 }],
    currency: 'USD',
    customerEmail: 'crash@example.com',
    successUrl: 'http://localhost:8080/checkout',
    cancelUrl: 'http://localhost:8080/checkout',
    expiresAt: created.value.reservationExpiresAt,
    metadata: { orderId: String(created.value.id) },
  });
  await orders.attachSession(created.value.id, sessionId);
  return { orderId: created.value.id, event: fake.pay(sessionId) };
}

const deliver = (event: PaymentEvent) => deliverFakeEvent(ctx, event);

const product2 = async () => (await ctx.db.select().from(products).where(eq(products.id, 2)))[0];

/** The order is still PENDING with its tonnes reserved, and nothing of the fulfilment is stored. */
async function expectUntouched(orderId: number): Promise<void> {
  expect((await orders.findById(orderId))?.status).toBe('PENDING');
  expect(await ctx.db.select().from(certificates)).toEqual([]);
  expect(await ctx.db.select().from(creditRetirements)).toEqual([]);
  await ctx.runJobs();
  expect(await ctx.db.select().from(outboxEmails)).toEqual([]);
  expect(await ctx.db.select().from(paymentEvents)).toEqual([]);
  expect(await product2()).toMatchObject({ availableTonnes: 18_000 - QUANTITY, nextSerial: 1 });
}

/** The redelivered event ends the order PAID once; its tonnes stay sold and nothing is left reserved. */
async function expectRecoveredByRedelivery(orderId: number, event: PaymentEvent): Promise<void> {
  const redelivered = await Promise.all([deliver(event), deliver(event)]);
  expect(redelivered.map((r) => r.statusCode)).toEqual([200, 200]);
  expect((await ctx.db.select().from(ordersTable)).map((o) => [o.id, o.status])).toEqual([
    [orderId, 'PAID'],
  ]);
  expect(await ctx.db.select().from(certificates)).toHaveLength(1);
  expect(await ctx.db.select().from(creditRetirements)).toEqual([
    expect.objectContaining({ productId: 2, firstSerial: 1, lastSerial: QUANTITY }),
  ]);
  await ctx.runJobs();
  expect(await ctx.db.select().from(outboxEmails)).toHaveLength(1);
  ctx.clock.advance(TTL_MS + 1);
  expect((await ctx.services.fulfilment.expireReservations()).expired).toEqual([]);
  expect(await product2()).toMatchObject({
    availableTonnes: 18_000 - QUANTITY,
    nextSerial: QUANTITY + 1,
  });
}

describe('a fulfilment interrupted mid-transaction', () => {
  it('(thrown error after the serial allocation) leaves the order PENDING; the redelivery pays it once', async () => {
    const { orderId, event } = await paidAtProvider();
    await ctx.db.execute(sql`create or replace function crash_test_fail() returns trigger language plpgsql as $$
      begin raise exception 'injected crash after the serial allocation'; end $$`);
    await ctx.db.execute(sql`create trigger crash_test_fail before insert on credit_retirements
      for each row execute function crash_test_fail()`);
    try {
      const crashed = await deliver(event);
      // Not acknowledged, so the provider delivers the event again later.
      expect(crashed.statusCode).toBe(500);
      expect(crashed.json()).toEqual({
        message: 'Something went wrong on our side. Please try again.',
      });
    } finally {
      await ctx.db.execute(sql`drop trigger if exists crash_test_fail on credit_retirements`);
    }
    await expectUntouched(orderId);
    await expectRecoveredByRedelivery(orderId, event);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    '(kill -9 of the process, PostgreSQL) leaves the order PENDING; the redelivery pays it once',
    async () => {
      const { orderId, event } = await paidAtProvider();
      const [{ name } = { name: '' }] = await queryRows<{ name: string }>(
        ctx.db,
        sql`select current_database() as name`,
      );
      // This test file's database, with a name on each connection to tell them apart.
      const urlAs = (applicationName: string) => {
        const url = new URL(process.env.DATABASE_URL ?? '');
        url.pathname = `/${name}`;
        url.searchParams.set('application_name', applicationName);
        return url.toString();
      };
      const locker = new pg.Client({ connectionString: urlAs('crash-locker') });
      // Statistics views are a snapshot per transaction: watch from outside the locker's.
      const observer = new pg.Client({ connectionString: urlAs('crash-observer') });
      await Promise.all([locker.connect(), observer.connect()]);
      let child: ChildProcess | null = null;
      try {
        // Hold the order line's row: the child's retirement insert (its foreign-key check) waits
        // here, after it has marked the order PAID, issued the certificate and allocated serials.
        await locker.query('begin');
        await locker.query('select id from order_items where order_id = $1 for update', [orderId]);
        child = spawnChild(urlAs('crash-fulfilment'), orderId);
        const waiting = await waitFor(async () => {
          const { rows } = await observer.query<{ query: string; xid: string | null }>(
            `select query, backend_xid::text as xid from pg_stat_activity
              where application_name = 'crash-fulfilment' and wait_event_type = 'Lock'`,
          );
          return rows[0] ?? null;
        });
        expect(waiting.query).toMatch(/insert into "credit_retirements"/i);
        expect(waiting.xid).not.toBeNull(); // it has written (order, certificate, serials), uncommitted
        child.kill('SIGKILL');
        const [code, signal] = await once(child, 'exit');
        expect([code, signal]).toEqual([null, 'SIGKILL']);
        await locker.query('rollback');
        // The server notices the dead client once its statement can go on, and aborts its transaction.
        await waitFor(async () => {
          const { rows } = await observer.query(
            `select 1 from pg_stat_activity where application_name = 'crash-fulfilment'`,
          );
          return rows.length === 0 ? true : null;
        });
      } finally {
        if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        await Promise.all([locker.end(), observer.end()]);
      }
      await expectUntouched(orderId);
      await expectRecoveredByRedelivery(orderId, event);
    },
  );
});

let childOutput = () => '';
const CHILD = fileURLToPath(
  new URL('../../test-support/crash-fulfilment.child.ts', import.meta.url),
);
const CHILD_TSCONFIG = fileURLToPath(
  new URL('../../test-support/crash-fulfilment.tsconfig.json', import.meta.url),
);

function spawnChild(databaseUrl: string, orderId: number): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: CHILD_TSCONFIG,
      CRASH_DATABASE_URL: databaseUrl,
      CRASH_ORDER_ID: String(orderId),
      CRASH_CERTIFICATE_ID: 'crash-certificate-id-0001',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  childOutput = () => output;
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  child.on('exit', (code) => {
    if (code !== null && code !== 0) console.error(`crash child exited with ${code}:\n${output}`);
  });
  return child;
}

/** Polls until `probe` returns a value (not null), for up to 20 s. */
async function waitFor<T>(probe: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting; child output: ${childOutput()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
