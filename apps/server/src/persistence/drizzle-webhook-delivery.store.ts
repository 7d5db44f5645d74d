import { and, eq, isNull } from 'drizzle-orm';
import type {
  WebhookAttempt,
  WebhookDeliveryStore,
  WebhookDeliveryTarget,
} from '../services/ports/webhook-delivery.port.js';
import type { Database } from './database.js';
import { users, webhookDeliveries, webhookEndpoints, webhookEvents } from './schema.js';

/** The events to deliver (webhook_events) and the log of attempts (webhook_deliveries). */
export class DrizzleWebhookDeliveryStore implements WebhookDeliveryStore {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async target(eventId: string, endpointId: string): Promise<WebhookDeliveryTarget | null> {
    const [row] = await this.#db
      .select({
        url: webhookEndpoints.url,
        secret: webhookEndpoints.secret,
        body: webhookEvents.body,
      })
      .from(webhookEvents)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.userId, webhookEvents.userId))
      .innerJoin(users, eq(users.id, webhookEvents.userId))
      .where(
        and(
          eq(webhookEvents.id, eventId),
          eq(webhookEndpoints.id, endpointId),
          isNull(webhookEndpoints.disabledAt),
          // A closed account's endpoints get nothing more.
          isNull(users.deletedAt),
        ),
      );
    // jsonb gives the same key order on every read, so each attempt sends the same bytes.
    return row ? { url: row.url, secret: row.secret, body: JSON.stringify(row.body) } : null;
  }

  async recordAttempt(attempt: WebhookAttempt): Promise<void> {
    await this.#db.insert(webhookDeliveries).values(attempt);
  }
}
