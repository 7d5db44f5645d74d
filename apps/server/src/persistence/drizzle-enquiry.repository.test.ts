import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-database.js';
import type { DatabaseHandle } from './database.js';
import { DrizzleEnquiryRepository } from './drizzle-enquiry.repository.js';
import { enquiries, jobs, users } from './schema.js';

const copy = (id: number) => ({ to: 'asha@example.com', subject: `#${id}`, text: `copy ${id}` });
const notice = (id: number, to: string) => ({ to, subject: `new #${id}`, text: `notice ${id}` });

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
    const firstId = await repository.create(first, copy, notice);
    const secondId = await repository.create(second, copy, notice);
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
    const queued = await handle.db
      .select({ kind: jobs.kind, payload: jobs.payload, dedupeKey: jobs.dedupeKey })
      .from(jobs)
      .orderBy(jobs.id);
    expect(queued).toEqual([
      { kind: 'send-mail', payload: copy(firstId), dedupeKey: `enquiry-copy:${firstId}` },
      { kind: 'send-mail', payload: copy(secondId), dedupeKey: `enquiry-copy:${secondId}` },
    ]);
  });

  it('stores neither the enquiry nor its copy when rendering the copy fails', async () => {
    const repository = new DrizzleEnquiryRepository(handle.db);
    const before = await handle.db.select({ id: jobs.id }).from(jobs);
    const rows = await handle.db.select({ id: enquiries.id }).from(enquiries);
    await expect(
      repository.create(
        {
          name: 'Asha Rao',
          organization: 'Green Mills',
          phoneNumber: '9876543210',
          email: 'asha@example.com',
          enquiry: 'Rolled back?',
        },
        () => {
          throw new Error('render failed');
        },
        notice,
      ),
    ).rejects.toThrow('render failed');
    expect(await handle.db.select({ id: jobs.id }).from(jobs)).toHaveLength(before.length);
    expect(await handle.db.select({ id: enquiries.id }).from(enquiries)).toHaveLength(rows.length);
  });

  it('queues one notice per active operator, in the insert transaction', async () => {
    const at = new Date('2026-11-01T00:00:00Z');
    const account = (username: string, role: 'buyer' | 'operator') => ({
      username,
      email: `${username}@example.com`,
      passwordHash: 'x',
      role,
    });
    const [active] = await handle.db
      .insert(users)
      .values([
        account('ops1', 'operator'),
        { ...account('ops2', 'operator'), disabledAt: at },
        { ...account('ops3', 'operator'), deletedAt: at },
        account('buyer1', 'buyer'),
      ])
      .returning({ id: users.id });
    const repository = new DrizzleEnquiryRepository(handle.db);
    const enquiry = {
      name: 'Asha Rao',
      organization: 'Green Mills',
      phoneNumber: '9876543210',
      email: 'asha@example.com',
      enquiry: 'Tell the operators',
    };
    const id = await repository.create(enquiry, copy, notice);
    const queued = await handle.db
      .select({ payload: jobs.payload, dedupeKey: jobs.dedupeKey })
      .from(jobs)
      .where(eq(jobs.dedupeKey, `enquiry-operator:${id}:${active?.id}`));
    expect(queued).toEqual([
      {
        payload: notice(id, 'ops1@example.com'),
        dedupeKey: `enquiry-operator:${id}:${active?.id}`,
      },
    ]);
    const notices = await handle.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(like(jobs.dedupeKey, `enquiry-operator:${id}:%`));
    expect(notices).toHaveLength(1);

    const jobsBefore = (await handle.db.select({ id: jobs.id }).from(jobs)).length;
    const rowsBefore = (await handle.db.select({ id: enquiries.id }).from(enquiries)).length;
    await expect(
      repository.create(enquiry, copy, () => {
        throw new Error('notice failed');
      }),
    ).rejects.toThrow('notice failed');
    expect(await handle.db.select({ id: jobs.id }).from(jobs)).toHaveLength(jobsBefore);
    expect(await handle.db.select({ id: enquiries.id }).from(enquiries)).toHaveLength(rowsBefore);
  });
});
