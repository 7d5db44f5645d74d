import { like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NewInvestment } from '../services/ports/investment.repository.port.js';
import { openTestDatabase } from '../test-support/test-database.js';
import type { DatabaseHandle } from './database.js';
import { DrizzleInvestmentRepository } from './drizzle-investment.repository.js';
import { investments, jobs, users } from './schema.js';

const MAIL = { to: 'ann@example.com', subject: 'Investment', text: 'Thank you.' };
const NOTICE = (paid: { id: number }, to: string) => ({
  to,
  subject: `Paid #${paid.id}`,
  text: 'Call',
});

let handle: DatabaseHandle;
let repository: DrizzleInvestmentRepository;

beforeAll(async () => {
  handle = await openTestDatabase();
  repository = new DrizzleInvestmentRepository(handle.db);
});
beforeEach(async () => {
  await handle.db.delete(investments);
});
afterAll(() => handle.close());

const cooking: NewInvestment = {
  projectId: 3,
  projectName: 'Clean Cooking',
  pricePerTonCents: 900,
  tons: 25,
  currency: 'USD',
  businessName: 'Green Rails Ltd',
  email: 'asha@example.com',
  fullName: 'Asha Rao',
  address: '12 Park Street, Kolkata',
  provider: 'sandbox',
};
const at = new Date('2026-11-22T10:00:00Z');

describe('DrizzleInvestmentRepository', () => {
  it('stores a PENDING investment with its amount, and finds it by id and by its session', async () => {
    const created = await repository.create(cooking, at);
    expect(created).toMatchObject({
      ...cooking,
      amountCents: 22_500,
      status: 'PENDING',
      providerSessionId: null,
      paidAt: null,
    });
    await repository.attachSession(created.id, 'cs_1', MAIL);
    expect(await repository.findById(created.id)).toEqual({
      ...created,
      providerSessionId: 'cs_1',
    });
    expect((await repository.findBySessionId('cs_1'))?.id).toBe(created.id);
    expect(await repository.findBySessionId('cs_other')).toBeNull();
    expect(await repository.findById(created.id + 1)).toBeNull();
  });

  it('never lets two investments share a session', async () => {
    const first = await repository.create(cooking, at);
    const second = await repository.create(cooking, at);
    await repository.attachSession(first.id, 'cs_shared', MAIL);
    await expect(repository.attachSession(second.id, 'cs_shared', MAIL)).rejects.toThrow();
  });

  it('marks an investment PAID once, even from an earlier close; a paid one is never closed', async () => {
    const created = await repository.create(cooking, at);
    expect(await repository.close(created.id, 'EXPIRED', at)).toBe(true);
    expect(await repository.close(created.id, 'FAILED', at)).toBe(false);
    const results = await Promise.all([
      repository.markPaid(created.id, at, () => MAIL, NOTICE),
      repository.markPaid(created.id, at, () => MAIL, NOTICE),
    ]);
    expect(results.filter((r) => r !== null)).toEqual([
      expect.objectContaining({ id: created.id, status: 'PAID', paidAt: at }),
    ]);
    expect(await repository.close(created.id, 'EXPIRED', at)).toBe(false);
    expect((await repository.findById(created.id))?.status).toBe('PAID');
  });

  it('queues a notice to each active operator with the payment, and none when it rolls back', async () => {
    const noticesOf = (id: number) =>
      handle.db
        .select({ payload: jobs.payload })
        .from(jobs)
        .where(like(jobs.dedupeKey, `investment-operator:${id}:%`));
    const unnoticed = await repository.create(cooking, at);
    await repository.markPaid(unnoticed.id, at, () => MAIL, NOTICE);
    expect(await noticesOf(unnoticed.id)).toEqual([]);

    await handle.db.insert(users).values([
      { username: 'inv-ops', email: 'inv-ops@example.com', passwordHash: 'x', role: 'operator' },
      {
        username: 'inv-off',
        email: 'inv-off@example.com',
        passwordHash: 'x',
        role: 'operator',
        disabledAt: at,
      },
    ]);
    const created = await repository.create(cooking, at);
    await repository.markPaid(created.id, at, () => MAIL, NOTICE);
    expect(await noticesOf(created.id)).toEqual([
      { payload: { to: 'inv-ops@example.com', subject: `Paid #${created.id}`, text: 'Call' } },
    ]);
    // A second payment report changes nothing and notifies nobody again.
    expect(await repository.markPaid(created.id, at, () => MAIL, NOTICE)).toBeNull();
    expect(await noticesOf(created.id)).toHaveLength(1);

    const failing = await repository.create(cooking, at);
    await expect(
      repository.markPaid(
        failing.id,
        at,
        () => MAIL,
        () => {
          throw new Error('render failed');
        },
      ),
    ).rejects.toThrow('render failed');
    expect((await repository.findById(failing.id))?.status).toBe('PENDING');
    expect(await noticesOf(failing.id)).toEqual([]);
  });

  it('refuses tonnes outside 1 … 1,000,000 and a non-positive price (database constraints)', async () => {
    for (const bad of [{ tons: 0 }, { tons: 1_000_001 }, { pricePerTonCents: 0 }]) {
      await expect(
        repository.create({ ...cooking, ...bad }, at),
        JSON.stringify(bad),
      ).rejects.toThrow();
    }
  });
});
