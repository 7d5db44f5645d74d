import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-database.js';
import type { DatabaseHandle } from './database.js';
import { DrizzleEnquiryRepository } from './drizzle-enquiry.repository.js';
import { enquiries } from './schema.js';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

describe('DrizzleEnquiryRepository', () => {
  it('stores each enquiry as given and returns a new id for each', async () => {
    const repository = new DrizzleEnquiryRepository(handle.db);
    const first = {
      name: 'Asha Rao',
      organization: 'Green Mills',
      phoneNumber: '9876543210',
      email: 'asha@example.com',
      enquiry: 'Can we buy 500 tonnes a year?',
    };
    const second = { ...first, name: 'Ravi Kumar', enquiry: "Ünïcödé — it's fine" };
    const firstId = await repository.create(first);
    const secondId = await repository.create(second);
    expect(secondId).toBeGreaterThan(firstId);

    const rows = await handle.db
      .select({
        id: enquiries.id,
        name: enquiries.name,
        organization: enquiries.organization,
        phoneNumber: enquiries.phoneNumber,
        email: enquiries.email,
        enquiry: enquiries.enquiry,
      })
      .from(enquiries)
      .orderBy(enquiries.id);
    expect(rows).toEqual([
      { id: firstId, ...first },
      { id: secondId, ...second },
    ]);
  });
});
