import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type ServerConfig } from '../config.js';
import { type ContainerOverrides, type ContainerSecrets, createContainer } from '../container.js';
import { buildApp } from '../http/app.js';
import { type Database, type DatabaseHandle, queryRows } from '../persistence/database.js';
import { DrizzleProductRepository } from '../persistence/drizzle-product.repository.js';
import { CATALOGUE_SEED } from '../persistence/seed/catalogue.seed.js';
import { MutableClock } from './mutable-clock.js';
import { openTestDatabase } from './test-database.js';

/** A running app on its own database, for one test file (PGlite costs seconds: share it, reset between tests). */
export interface TestApp {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly clock: MutableClock;
  readonly handle: DatabaseHandle;
  /** The composition root's services and adapters, for tests that drive them directly. */
  readonly container: ReturnType<typeof createContainer>;
  /** Empties every table and re-seeds the catalogue. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** A fixed test secret, long enough for HS256; tests only. */
export const TEST_JWT_SECRET = 'test-secret-for-hs256-tokens-in-tests-only-0123456789';

/** A fixed operator token for the outbox endpoint; tests only. */
export const TEST_OPERATOR_TOKEN = 'test-operator-token-0123456789abcdef0123456789';

/** A fixed secret for the sandbox provider's webhook signatures; tests only. */
export const TEST_SANDBOX_WEBHOOK_SECRET = 'test-sandbox-webhook-secret-0123456789abcdef';

/** The signing secrets every test container uses. */
export const TEST_SECRETS: ContainerSecrets = {
  jwt: TEST_JWT_SECRET,
  sandboxWebhook: TEST_SANDBOX_WEBHOOK_SECRET,
  operator: TEST_OPERATOR_TOKEN,
};

/**
 * Opens a test database, builds the real container and app on it, and seeds the catalogue;
 * `settings` replace the embedded defaults of the configuration.
 */
export async function createTestApp(
  overrides: ContainerOverrides = {},
  settings: Partial<ServerConfig> = {},
): Promise<TestApp> {
  const handle = await openTestDatabase();
  const clock = new MutableClock();
  const config = { ...loadConfig({}), publicUrl: 'http://localhost:8080', ...settings };
  const container = createContainer(config, handle, TEST_SECRETS, { clock, ...overrides });
  const app = await buildApp(container);
  const seed = () => new DrizzleProductRepository(handle.db).seedIfEmpty(CATALOGUE_SEED);
  await seed();
  return {
    app,
    db: handle.db,
    clock,
    handle,
    container,
    async reset() {
      const tables = await queryRows<{ tablename: string }>(
        handle.db,
        sql`select tablename from pg_tables where schemaname = 'public'`,
      );
      const names = tables.map((row) => `"${row.tablename}"`).join(', ');
      await handle.db.execute(sql.raw(`truncate ${names} restart identity cascade`));
      await seed();
      // The tables were rewritten behind the services' back.
      container.catalogue.stockChanged();
    },
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
