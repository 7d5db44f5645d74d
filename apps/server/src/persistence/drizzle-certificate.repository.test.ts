import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-database.js';
import type { DatabaseHandle } from './database.js';
import { DrizzleCertificateRepository } from './drizzle-certificate.repository.js';
import { DrizzleOrderRepository } from './drizzle-order.repository.js';
import { DrizzleProductRepository } from './drizzle-product.repository.js';
import { CATALOGUE_SEED } from './seed/catalogue.seed.js';

let handle: DatabaseHandle;
const NOW = new Date('2026-11-22T10:00:00Z');

beforeAll(async () => {
  handle = await openTestDatabase();
  await new DrizzleProductRepository(handle.db).seedIfEmpty(CATALOGUE_SEED);
});
beforeEach(() => handle.db.execute(sql`truncate orders restart identity cascade`));
afterAll(() => handle.close());

describe('DrizzleCertificateRepository', () => {
  it('reads a certificate with each retired range and the project it came from', async () => {
    const orders = new DrizzleOrderRepository(handle.db);
    const placed = await orders.createPending({
      userId: null,
      email: 'guest@example.com',
      receiptName: 'Ada Lovelace',
      kind: 'direct',
      paymentMethod: 'CARD',
      provider: 'sandbox',
      lines: [
        { productId: 3, quantity: 2 },
        { productId: 1, quantity: 5 },
      ],
      reservationExpiresAt: NOW,
    });
    if (!placed.ok) throw new Error(placed.error);
    await orders.fulfil(placed.value.id, { id: 'c-1', recipientName: 'Ada Lovelace' }, NOW);

    expect(await new DrizzleCertificateRepository(handle.db).findById('c-1')).toEqual({
      id: 'c-1',
      orderId: placed.value.id,
      recipientName: 'Ada Lovelace',
      issuedAt: NOW,
      cancelledAt: null,
      ranges: [
        {
          productId: 3,
          projectTitle: 'Khasi Hills community forest protection (REDD+) in Meghalaya',
          standard: 'Verra VCS',
          vintage: 2022,
          location: 'Meghalaya, India',
          tonnes: 2,
          firstSerial: 1,
          lastSerial: 2,
        },
        expect.objectContaining({ productId: 1, tonnes: 5, firstSerial: 1, lastSerial: 5 }),
      ],
    });
  });

  it('finds nothing for an unknown id', async () => {
    expect(await new DrizzleCertificateRepository(handle.db).findById('nope')).toBeNull();
  });
});
