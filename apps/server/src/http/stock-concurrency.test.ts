import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../persistence/database.js';
import { orderItems, orders } from '../persistence/schema.js';
import { setStock, stockOf } from '../test-support/commerce-fixtures.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// DESIGN §5 'Stock': 200 buyers race for a project that has 50 tonnes left. The database's
// conditional update must let exactly 50 through, whatever process serves them, and answer the
// other 150 with 409 — never a 5xx, never negative stock. Each buyer has its own e-mail and
// address, as real buyers do, so the hold limits and rate limits (per client) stay out of it.

const STOCK = 50;
const ATTEMPTS = 200;
const PRODUCT_ID = 1;
// Room for every buyer in the admission queue (the default sheds most of a burst of 200).
const RACE_ADMISSION = {
  concurrency: 10,
  queue: ATTEMPTS,
  maxWaitMs: 120_000,
  retryAfterSeconds: 1,
};
const purchase = (i: number) => ({
  email: `racer${i}@example.com`,
  receiptName: 'Racer',
  productId: PRODUCT_ID,
  quantity: 1,
  paymentMethod: 'CARD',
  redirectUrl: '/checkout',
  subscribe: false,
});

/** Buyer i's own address: on the loopback network (127.0.1.x up), so sockets can use it too. */
function buyerAddress(i: number): string {
  const host = 256 + i;
  return `127.0.${Math.floor(host / 254)}.${(host % 254) + 1}`;
}

/** POSTs JSON from buyer i's own address (fetch cannot choose its source address). */
function postFrom(
  i: number,
  url: string,
  body: unknown,
): Promise<{ status: number; message: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        localAddress: buyerAddress(i),
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          let message = '';
          try {
            message = String(JSON.parse(Buffer.concat(chunks).toString('utf8')).message ?? '');
          } catch {
            // not JSON: counted by its status
          }
          resolve({ status: res.statusCode ?? 0, message });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

interface Tally {
  sold: number;
  rejected: number;
  serverErrors: number;
  other: number;
}

function tally(answers: readonly { status: number; message: string }[]): Tally {
  const result: Tally = { sold: 0, rejected: 0, serverErrors: 0, other: 0 };
  for (const { status, message } of answers) {
    if (status === 200) result.sold++;
    else if (status === 409 && message.includes('Not enough carbon credits')) result.rejected++;
    else if (status >= 500) result.serverErrors++;
    else result.other++;
  }
  return result;
}

function report(where: string, figures: Tally, stockLeft: number, reserved: number): void {
  console.log(
    `[stock-concurrency] ${where}: attempts ${ATTEMPTS}, tonnes sold ${figures.sold}, rejected (409) ${figures.rejected}, 5xx ${figures.serverErrors}, other ${figures.other}; stock left ${stockLeft}, tonnes reserved ${reserved}`,
  );
}

/** Tonnes held by PENDING orders of the product. */
async function reservedTonnes(db: Database): Promise<number> {
  const [row] = await db
    .select({ tonnes: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.status, 'PENDING'), eq(orderItems.productId, PRODUCT_ID)));
  return row?.tonnes ?? Number.NaN;
}

function expectExactlyStockSold(figures: Tally, stockLeft: number, reserved: number): void {
  expect(figures).toEqual({ sold: STOCK, rejected: ATTEMPTS - STOCK, serverErrors: 0, other: 0 });
  expect(stockLeft).toBe(0);
  expect(reserved).toBe(STOCK);
}

describe('stock under 200 concurrent checkouts of 1 tonne each, with 50 tonnes in stock', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    // Every buyer waits for a turn rather than being shed: this is about stock, not load.
    ctx = await createTestApp({}, { loadShedding: RACE_ADMISSION });
  });
  afterAll(() => ctx?.close());

  it('sells exactly 50 tonnes through one app and answers the rest 409', async () => {
    await setStock(ctx, PRODUCT_ID, STOCK);
    const answers = await Promise.all(
      Array.from({ length: ATTEMPTS }, async (_, i) => {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/direct-order-checkout/create-session',
          remoteAddress: buyerAddress(i),
          payload: purchase(i),
        });
        return { status: response.statusCode, message: String(response.json().message ?? '') };
      }),
    );
    const figures = tally(answers);
    const stockLeft = await stockOf(ctx, PRODUCT_ID);
    const reserved = await reservedTonnes(ctx.db);
    report(`${ctx.handle.kind} (one app, inject)`, figures, stockLeft, reserved);
    expectExactlyStockSold(figures, stockLeft, reserved);
  });
});

const adminUrl = process.env.DATABASE_URL;
const serverRoot = fileURLToPath(new URL('../../', import.meta.url));
const mainJs = join(serverRoot, 'dist', 'main.js');

describe.runIf(adminUrl)('the same race across two server processes sharing one PostgreSQL', () => {
  const databaseName = `nzm_race_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'nzm-race-'));
  const servers: { process: ChildProcess; port: number; log: string[] }[] = [];
  let databaseUrl = '';

  beforeAll(async () => {
    // `npm test` builds first (tsc -b); a lone run builds here if there is no build yet.
    if (!existsSync(mainJs)) {
      execFileSync('npx', ['tsc', '-b', serverRoot], { stdio: 'inherit', timeout: 180_000 });
    }
    await adminQuery(`create database ${databaseName}`);
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    // Started together: migrations and the seed must be safe when two processes race on them too.
    const ports = [await freePort(), await freePort()];
    servers.push(...ports.map((port) => startServer(port, databaseUrl, dataDir)));
    await Promise.all(servers.map((server) => waitUntilReady(server)));
  }, 240_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => stopServer(server.process)));
    await adminQuery(`drop database if exists ${databaseName} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('sells exactly 50 tonnes in all, answers the rest 409, and never 5xx', async () => {
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      await db.query('update products set available_tonnes = $1 where id = $2', [
        STOCK,
        PRODUCT_ID,
      ]);
      const answers = await Promise.all(
        Array.from({ length: ATTEMPTS }, async (_, i) => {
          const port = servers[i % servers.length]?.port;
          const url = `http://127.0.0.1:${port}/api/direct-order-checkout/create-session`;
          return { ...(await postFrom(i, url, purchase(i))), port };
        }),
      );
      const figures = tally(answers);
      const perServer = servers.map(
        (server) => tally(answers.filter((a) => a.port === server.port)).sold,
      );
      const [stock] = (
        await db.query<{ tonnes: number }>(
          'select available_tonnes as tonnes from products where id = $1',
          [PRODUCT_ID],
        )
      ).rows;
      const [reserved] = (
        await db.query<{ tonnes: number }>(
          `select coalesce(sum(i.quantity), 0)::int as tonnes from order_items i
           join orders o on o.id = i.order_id where o.status = 'PENDING' and i.product_id = $1`,
          [PRODUCT_ID],
        )
      ).rows;
      report(
        `postgres (two server processes, sold ${perServer.join(' + ')})`,
        figures,
        stock?.tonnes ?? Number.NaN,
        reserved?.tonnes ?? Number.NaN,
      );
      expectExactlyStockSold(figures, stock?.tonnes ?? Number.NaN, reserved?.tonnes ?? Number.NaN);
      // Both processes really served buyers, so the race really spanned them.
      for (const sold of perServer) expect(sold).toBeGreaterThan(0);
    } finally {
      await db.end();
    }
  }, 120_000);
});

async function adminQuery(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function startServer(port: number, databaseUrl: string, dataDir: string) {
  const log: string[] = [];
  const child = spawn(process.execPath, [mainJs], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET: 'race-test-secret-0123456789abcdef0123456789',
      RESERVATION_TTL_SECONDS: String(24 * 60 * 60),
      LOG_LEVEL: 'warn',
      LOAD_SHEDDING_QUEUE: String(RACE_ADMISSION.queue),
      LOAD_SHEDDING_MAX_WAIT_MS: String(RACE_ADMISSION.maxWaitMs),
      STRIPE_SECRET_KEY: '',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  return { process: child, port, log };
}

async function waitUntilReady(server: { process: ChildProcess; port: number; log: string[] }) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.process.exitCode !== null) {
      throw new Error(`server on ${server.port} exited:\n${server.log.join('')}`);
    }
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/readyz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server on ${server.port} not ready in 60 s:\n${server.log.join('')}`);
}

function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
