import { eq } from 'drizzle-orm';
import type { PaymentEventLog } from '../services/ports/payment-event-log.port.js';
import type { Database } from './database.js';
import { paymentEvents } from './schema.js';

/** Handled provider events in the payment_events table, keyed by the provider's event id. */
export class DrizzlePaymentEventLog implements PaymentEventLog {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async seen(eventId: string): Promise<boolean> {
    const [row] = await this.#db
      .select({ id: paymentEvents.id })
      .from(paymentEvents)
      .where(eq(paymentEvents.id, eventId))
      .limit(1);
    return row !== undefined;
  }

  async record(event: Parameters<PaymentEventLog['record']>[0]): Promise<void> {
    // Two deliveries of one event handled in parallel both record it: the second is a no-op.
    await this.#db.insert(paymentEvents).values(event).onConflictDoNothing();
  }
}
