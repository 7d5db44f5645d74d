import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  type ComposedServer,
  chooseAdapters,
  composeServer,
  type HttpSettings,
  type ServerAdapters,
  type ServerSecrets,
} from '../composition-root.js';
import { loadConfig, type ServerConfig } from '../config.js';
import { type Database, type DatabaseHandle, queryRows } from '../persistence/database.js';
import { DrizzleProductRepository } from '../persistence/drizzle-product.repository.js';
import { CATALOGUE_SEED } from '../persistence/seed/catalogue.seed.js';
import type { Mailer } from '../services/ports/mailer.port.js';
import type { PaymentProvider } from '../services/ports/payment-provider.port.js';
import type { PlacesDirectory } from '../services/ports/places-directory.port.js';
import { MutableClock } from './mutable-clock.js';
import { openTestDatabase } from './test-database.js';

/** A running app on its own database, for one test file (PGlite costs seconds: share it, reset between tests). */
export interface TestApp {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly clock: MutableClock;
  readonly handle: DatabaseHandle;
  /** The configuration the app was composed with. */
  readonly config: ServerConfig;
  /** What the root built the app with, for tests that build another app with one part changed. */
  readonly appDependencies: ComposedServer['appDependencies'];
  /** The composition root's services, for tests that drive them directly. */
  readonly services: ComposedServer['services'];
  /** The adapters the app runs on (the embedded defaults, or the fakes the test gave). */
  readonly adapters: ServerAdapters;
  /** What one sweep of the sweeper does. */
  readonly sweepTasks: ComposedServer['sweepTasks'];
  /** Runs every due job (e-mails included) until none is left; how many ran. */
  runJobs(): Promise<number>;
  /** Empties every table and re-seeds the catalogue. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** Adapters a test replaces: a fake provider (then there is no sandbox), a mailer, a directory. */
export interface TestFakes {
  readonly payments?: PaymentProvider;
  readonly mailer?: Mailer;
  readonly places?: PlacesDirectory;
}

/** A fixed test secret, long enough for HS256; tests only. */
export const TEST_JWT_SECRET = 'test-secret-for-hs256-tokens-in-tests-only-0123456789';

/** A fixed operator token for the outbox endpoint; tests only. */
export const TEST_OPERATOR_TOKEN = 'test-operator-token-0123456789abcdef0123456789';

/** A fixed secret for the sandbox provider's webhook signatures; tests only. */
export const TEST_SANDBOX_WEBHOOK_SECRET = 'test-sandbox-webhook-secret-0123456789abcdef';

/** The signing secrets every test server uses. */
export const TEST_SECRETS: ServerSecrets = {
  jwt: TEST_JWT_SECRET,
  sandboxWebhook: TEST_SANDBOX_WEBHOOK_SECRET,
  operator: TEST_OPERATOR_TOKEN,
};

/** The embedded defaults' adapters on a test clock, with the fakes a test gives in their place. */
export async function testAdapters(
  config: ServerConfig,
  handle: DatabaseHandle,
  clock: MutableClock,
  fakes: TestFakes = {},
): Promise<ServerAdapters> {
  const adapters = await chooseAdapters(config, handle, TEST_SECRETS, clock);
  return {
    ...adapters,
    ...(fakes.payments && { payments: { provider: fakes.payments, sandbox: null } }),
    ...(fakes.mailer && { mail: { mailer: fakes.mailer, outbox: adapters.mail.outbox } }),
    ...(fakes.places && { places: fakes.places }),
  };
}

/**
 * Opens a test database, composes the real server on it through the composition root, and seeds
 * the catalogue; `settings` replace the embedded defaults of the configuration.
 */
export async function createTestApp(
  fakes: TestFakes = {},
  settings: Partial<ServerConfig> = {},
  http: HttpSettings = {},
): Promise<TestApp> {
  const handle = await openTestDatabase();
  const clock = new MutableClock();
  const config = { ...loadConfig({}), publicUrl: 'http://localhost:8080', ...settings };
  const adapters = await testAdapters(config, handle, clock, fakes);
  const { app, appDependencies, services, sweepTasks, jobWorker } = await composeServer(
    config,
    adapters,
    http,
  );
  const seed = () => new DrizzleProductRepository(handle.db).seedIfEmpty(CATALOGUE_SEED);
  await seed();
  return {
    app,
    db: handle.db,
    clock,
    handle,
    config,
    appDependencies,
    services,
    adapters,
    sweepTasks,
    runJobs: () => jobWorker.drain(),
    async reset() {
      const tables = await queryRows<{ tablename: string }>(
        handle.db,
        sql`select tablename from pg_tables where schemaname = 'public'`,
      );
      const names = tables.map((row) => `"${row.tablename}"`).join(', ');
      await handle.db.execute(sql.raw(`truncate ${names} restart identity cascade`));
      await seed();
      // The tables were rewritten behind the services' back.
      services.catalogue.stockChanged();
    },
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
