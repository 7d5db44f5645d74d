import { eq } from 'drizzle-orm';
import type { SharedSecretStore } from '../services/ports/shared-secret-store.port.js';
import type { Database } from './database.js';
import { serverSecrets } from './schema.js';

/**
 * Secrets in the server_secrets table. The insert is a no-op when a row exists, so servers
 * starting together all read the one value the first insert committed.
 */
export class DrizzleSharedSecretStore implements SharedSecretStore {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async getOrCreate(name: string, candidate: string): Promise<string> {
    await this.#db.insert(serverSecrets).values({ name, value: candidate }).onConflictDoNothing();
    const [row] = await this.#db
      .select({ value: serverSecrets.value })
      .from(serverSecrets)
      .where(eq(serverSecrets.name, name));
    if (!row) throw new Error(`secret ${name} was neither stored nor found`);
    return row.value;
  }
}
