import { loadConfig } from './config.js';
import { createContainer } from './container.js';
import { buildApp } from './http/app.js';
import { loggerOptions } from './http/logger-options.js';
import { WEB_DIST_DIR } from './http/web-app.js';
import { startSweeper } from './jobs/sweeper.js';
import { openDatabase } from './persistence/database.js';
import { DrizzleProductRepository } from './persistence/drizzle-product.repository.js';
import { CATALOGUE_SEED } from './persistence/seed/catalogue.seed.js';
import { loadOrCreateSecret } from './security/secrets.js';

// The server's entry point: configuration → database (migrated, seeded) → services → HTTP.
const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
await new DrizzleProductRepository(database.db).seedIfEmpty(CATALOGUE_SEED);

const container = createContainer(config, database, {
  jwt: loadOrCreateSecret('jwt-secret', config.jwtSecret, config.dataDir),
  sandboxWebhook: loadOrCreateSecret('sandbox-webhook-secret', null, config.dataDir),
  operator: loadOrCreateSecret('operator-token', config.operatorToken, config.dataDir),
});
const app = await buildApp(container, {
  trustProxy: config.trustProxy,
  logger: loggerOptions(config.logLevel),
  webDistDir: config.webDistDir ?? WEB_DIST_DIR,
});

const stopSweeper = startSweeper(
  {
    fulfilment: container.fulfilment,
    sandbox: container.sandbox,
    clock: container.clock,
    log: app.log,
  },
  config.sweepIntervalMs,
);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Stop accepting connections, finish in-flight requests, then close the database.
  stopSweeper();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
// Index the offline gazetteer once the server answers, so the estimator's first visitor does not wait.
setTimeout(() => container.places.warmUp(), 0);
app.log.info(
  { database: database.kind, mail: config.smtpUrl ? 'smtp' : 'outbox' },
  `NetZero Market is serving on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`,
);
