import { SUBSCRIPTION_PRODUCT_ID } from '@netzero/core';
import type { BuyerContext } from './buyer-context.js';
import { runBuyer } from './chaos-buyer.js';
import { ChaosClient, clientAddress } from './chaos-client.js';
import { createChaosDatabase } from './chaos-database.js';
import { serverEnvironment } from './chaos-environment.js';
import { ChaosFigures } from './chaos-figures.js';
import { interruptMail, killServers } from './chaos-monkey.js';
import type { ChaosOutcome } from './chaos-summary.js';
import { checkJobs, checkOrderStatuses, checkSerials, checkStock } from './ledger-invariants.js';
import {
  checkMailsOnce,
  checkOrdersHavePayments,
  checkPaidSessions,
} from './payment-invariants.js';
import { buildServer, ChaosServer, makeRunDir } from './server-fleet.js';
import { settle } from './settle.js';
import { SmtpSink, visibleCount } from './smtp-sink.js';
import { WebhookReplayer } from './webhook-replayer.js';

/** How long buyers keep arriving, how many at once, how long settling may take. */
export interface ChaosOptions {
  readonly runMs: number;
  readonly buyersAtOnce: number;
  readonly settleLimitMs: number;
}

const RESERVATION_TTL_SECONDS = 4;
// Sold out during the run, so late payments find no tonnes and must be refunded.
const SCARCE_TONNES = 30;

/** One chaos run from an empty database to checked invariants; the database is dropped after. */
export async function runChaos(options: ChaosOptions): Promise<ChaosOutcome> {
  const started = Date.now();
  buildServer();
  const database = await createChaosDatabase();
  const runDir = makeRunDir();
  const sink = new SmtpSink();
  const servers: ChaosServer[] = [];
  let keepLogs = true;
  try {
    await sink.start(0);
    const { env, webhookSecret } = serverEnvironment({
      databaseUrl: database.url,
      smtpPort: sink.port,
      runDir: runDir.dir,
      reservationTtlSeconds: RESERVATION_TTL_SECONDS,
    });
    for (const name of ['server-a', 'server-b'])
      servers.push(await ChaosServer.create(name, env, runDir.dir));
    // One at a time: the first applies the migrations and seeds the catalogue.
    for (const server of servers) await server.start();

    const products = await database.pool.query<{ id: number }>(
      'select id from products order by id',
    );
    const productIds = products.rows
      .map((row) => row.id)
      .filter((id) => id !== SUBSCRIPTION_PRODUCT_ID);
    const scarceProductId = productIds[0] ?? 1;
    await database.pool.query('update products set available_tonnes = $1 where id = $2', [
      SCARCE_TONNES,
      scarceProductId,
    ]);
    const stock = await database.pool.query<{ id: number; available_tonnes: number }>(
      'select id, available_tonnes from products',
    );
    const initial = new Map(stock.rows.map((row) => [row.id, row.available_tonnes]));

    const figures = new ChaosFigures();
    const replayer = new WebhookReplayer(new ChaosClient(servers, clientAddress(0)), webhookSecret);
    const context: BuyerContext = {
      figures,
      replayer,
      reservationTtlMs: RESERVATION_TTL_SECONDS * 1000,
      productIds,
      scarceProductId,
      signups: new Map(),
      journal: new Map(),
    };
    const until = Date.now() + options.runMs;
    let next = 1;
    const lane = async () => {
      while (Date.now() < until)
        await runBuyer(new ChaosClient(servers, clientAddress(next++)), context);
    };
    await Promise.all([
      ...Array.from({ length: options.buyersAtOnce }, lane),
      killServers(servers, figures, until),
      interruptMail(sink, figures, until),
    ]);
    for (const server of servers) if (!server.up) await server.start();
    if (!sink.running) await sink.start();

    const settledInMs = await settle(database.pool, options.settleLimitMs);
    const invariants = {
      paidSessions: await checkPaidSessions(database.pool, sink, context.journal),
      ordersHavePayments: await checkOrdersHavePayments(database.pool),
      mailsOnce: await checkMailsOnce(database.pool, sink, context.signups),
      stock: await checkStock(database.pool, initial),
      serials: await checkSerials(database.pool),
      jobs: await checkJobs(database.pool),
      orderStatuses: await checkOrderStatuses(database.pool),
    };
    const counts = await database.pool.query<{ paid: string; refunds: string }>(`
      select (select count(*) from sandbox_sessions where payment_status = 'paid') as paid,
        (select count(*) from refunds where status = 'succeeded') as refunds`);
    const results = Object.values(invariants);
    const stories = [...context.journal.values()];
    const paidAfterEarlyExpiry = stories.filter(
      (story) =>
        story.includes('expiry sent before completion') &&
        story.some((entry) => entry === 'pay 303' || entry === 'pay 409'),
    ).length;
    keepLogs = results.some((result) => result.violationCount > 0) || settledInMs === null;
    return {
      runs: 1,
      ...figures,
      sessionsPaid: Number(counts.rows[0]?.paid ?? 0),
      refunds: Number(counts.rows[0]?.refunds ?? 0),
      mails: sink.mailbox.length,
      mailsResent: sink.mailbox.length - visibleCount(sink.mailbox),
      duplicatedWebhooks: replayer.duplicated,
      outOfOrderWebhooks: replayer.outOfOrder,
      paidAfterEarlyExpiry,
      webhooksRefused: replayer.refused,
      settledInMs,
      wallMs: Date.now() - started,
      invariants,
      checked: results.reduce((sum, result) => sum + result.checked, 0),
      violations: results.reduce((sum, result) => sum + result.violationCount, 0),
      anomalies: figures.anomalies,
      logDir: runDir.dir,
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await sink.stop();
    await database.drop();
    if (!keepLogs) runDir.remove();
  }
}
