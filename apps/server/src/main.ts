import './node-version-guard.js';
import { loadConfig } from './config.js';
import { openReadyDatabase } from './persistence/ready-database.js';
import { loadOrCreateSecret } from './security/secrets.js';

// The server's entry point: configuration → database (migrated, seeded) → services → HTTP.
// The database opens (PGlite starts its WASM Postgres) while the rest of the server's modules
// load, and only what the start-up needs is imported before it.
const config = loadConfig();
const [
  database,
  { createContainer },
  { buildApp },
  { loggerOptions },
  { WEB_DIST_DIR },
  { startSweeper },
  configuredAdapters,
] = await Promise.all([
  openReadyDatabase(config),
  import('./container.js'),
  import('./http/app.js'),
  import('./http/logger-options.js'),
  import('./http/web-app.js'),
  import('./jobs/sweeper.js'),
  import('./configured-adapters.js').then(({ loadConfiguredAdapters }) =>
    loadConfiguredAdapters(config),
  ),
]);

const container = createContainer(
  config,
  database,
  {
    jwt: loadOrCreateSecret('jwt-secret', config.jwtSecret, config.dataDir),
    sandboxWebhook: loadOrCreateSecret('sandbox-webhook-secret', null, config.dataDir),
    operator: loadOrCreateSecret('operator-token', config.operatorToken, config.dataDir),
  },
  configuredAdapters,
);
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

// Index the offline gazetteer once the server has answered, so the estimator's first visitor does
// not wait. Indexing now runs in slices of ~10 ms, but its first step (the cities package
// decoding its data in one synchronous call) still holds the event loop for ~0.15 s, so it still
// starts after the first answer (a load balancer's /readyz, a browser's first page) rather than
// delay it, or after a second without any request. A failed warm-up is only logged: the first
// search retries.
let warmUpTimer: NodeJS.Timeout | undefined;
let placesWarming = false;
function warmUpPlaces(): void {
  if (placesWarming) return;
  placesWarming = true;
  clearTimeout(warmUpTimer);
  setImmediate(() => {
    container.places
      .warmUp()
      .catch((error: unknown) => app.log.error({ err: error }, 'places warm-up failed'));
  });
}
app.server.once('request', (_request, response) => response.once('finish', warmUpPlaces));

await app.listen({ port: config.port, host: config.host });
warmUpTimer = setTimeout(warmUpPlaces, 1000);
app.log.info(
  { database: database.kind, mail: config.smtpUrl ? 'smtp' : 'outbox' },
  `NetZero Market is serving on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`,
);
