import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-database.js';
import type { DatabaseHandle } from './database.js';
import { DrizzlePaymentEventLog } from './drizzle-payment-event-log.js';
import { paymentEvents } from './schema.js';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

describe('DrizzlePaymentEventLog', () => {
  it('remembers handled events, and recording one twice (even in parallel) is harmless', async () => {
    const log = new DrizzlePaymentEventLog(handle.db);
    expect(await log.seen('evt_1')).toBe(false);
    const event = {
      id: 'evt_1',
      provider: 'sandbox',
      type: 'checkout.session.completed',
      sessionId: 'cs_1',
    };
    await Promise.all([log.record(event), log.record(event), log.record(event)]);
    expect(await log.seen('evt_1')).toBe(true);
    expect(await log.seen('evt_2')).toBe(false);
    expect(await handle.db.select().from(paymentEvents)).toEqual([expect.objectContaining(event)]);
  });
});
