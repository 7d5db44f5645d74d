import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, investments } from '../../persistence/schema.js';
import { type OperatorSession, signedInOperator } from '../../test-support/operator-session.js';
import { createTestApp, TEST_OPERATOR_TOKEN, type TestApp } from '../../test-support/test-app.js';

let ctx: TestApp;
let operator: OperatorSession;

beforeAll(async () => {
  ctx = await createTestApp();
});
beforeEach(async () => {
  await ctx.reset();
  operator = await signedInOperator(ctx);
});
afterAll(() => ctx.close());

/** Requests as one operator's own session (notes are signed by its account). */
const asOperator = (session: OperatorSession) => ({
  inject: (request: { method: 'POST'; url: string; payload: object }) =>
    ctx.app.inject({ ...request, headers: session.headers }),
});

const at = (n: number) => new Date(Date.UTC(2026, 10, n, 9));

async function seed(): Promise<number[]> {
  const base = {
    projectId: 3,
    projectName: 'Clean Cooking',
    pricePerTonCents: 900,
    tons: 10,
    amountCents: 9000,
    currency: 'USD',
    address: '12 Park Street, Kolkata',
    provider: 'sandbox' as const,
  };
  const rows = await ctx.db
    .insert(investments)
    .values([
      {
        ...base,
        businessName: 'Green Rails',
        fullName: 'Asha Rao',
        email: 'asha@example.com',
        createdAt: at(1),
      },
      {
        ...base,
        businessName: 'Blue Sky',
        fullName: 'Ravi Kumar',
        email: 'ravi@example.com',
        createdAt: at(2),
        status: 'PAID' as const,
        paidAt: at(2),
      },
      {
        ...base,
        businessName: 'Solar Co',
        fullName: 'Mia Chen',
        email: 'mia@example.com',
        createdAt: at(3),
        status: 'EXPIRED' as const,
        closedAt: at(4),
      },
    ])
    .returning({ id: investments.id });
  return rows.map((row) => row.id);
}

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: operator.headers });

describe('the operator guard on /api/ops/investments', () => {
  it.each([
    ['GET', '/api/ops/investments?status=bogus'],
    ['GET', '/api/ops/investments/1'],
    ['POST', '/api/ops/investments/1/notes'],
  ] as const)('answers %s %s 401 without an operator', async (method, url) => {
    const response = await ctx.app.inject({
      method,
      url,
      payload: method === 'GET' ? undefined : {},
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/ops/investments', () => {
  it('lists the pipeline newest first with contact details, counts, filter, search and paging', async () => {
    const [a, r, m] = await seed();
    const all = (await get('/api/ops/investments')).json();
    expect(all.items.map((i: { id: number }) => i.id)).toEqual([m, r, a]);
    expect(all.counts).toEqual({ PENDING: 1, PAID: 1, FAILED: 0, EXPIRED: 1, REFUNDED: 0 });
    expect(all.items[1]).toEqual({
      id: r,
      businessName: 'Blue Sky',
      fullName: 'Ravi Kumar',
      email: 'ravi@example.com',
      address: '12 Park Street, Kolkata',
      projectId: 3,
      projectName: 'Clean Cooking',
      tons: 10,
      pricePerTonCents: 900,
      amountCents: 9000,
      currency: 'USD',
      status: 'PAID',
      createdAt: at(2).toISOString(),
      paidAt: at(2).toISOString(),
      closedAt: null,
    });
    const paid = (await get('/api/ops/investments?status=PAID')).json();
    expect(paid.items.map((i: { id: number }) => i.id)).toEqual([r]);
    const sky = (await get('/api/ops/investments?q=sky')).json();
    expect(sky.items.map((i: { id: number }) => i.id)).toEqual([r]);
    expect(sky.total).toBe(1);
    const page = (await get('/api/ops/investments?pageSize=1&page=3')).json();
    expect(page.items.map((i: { id: number }) => i.id)).toEqual([a]);
  });

  it.each([
    ['?status=paid', 'status'],
    ['?page=-1', 'page'],
    ['?pageSize=0', 'pageSize'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const response = await get(`/api/ops/investments${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty(field);
  });
});

describe('GET /api/ops/investments/:id and its notes', () => {
  it('reads one investment, 404 for an unknown one, 400 for a bad id', async () => {
    const [a] = await seed();
    const found = await get(`/api/ops/investments/${a}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ id: a, fullName: 'Asha Rao', notes: [] });
    expect((await get('/api/ops/investments/999')).statusCode).toBe(404);
    expect((await get('/api/ops/investments/0')).json().errors).toHaveProperty('id');
  });

  it('adds a note signed by the operator account and audits it', async () => {
    const [a] = await seed();
    const account = await signedInOperator(ctx, 'ops');
    const app = asOperator(account);
    const url = `/api/ops/investments/${a}/notes`;
    const response = await app.inject({
      method: 'POST',
      url,
      payload: { body: 'Called, sending docs' },
    });
    expect(response.statusCode).toBe(201);
    expect((await get(`/api/ops/investments/${a}`)).json().notes).toEqual([
      expect.objectContaining({ body: 'Called, sending docs', author: account.email }),
    ]);
    expect(
      await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'investment.note')),
    ).toEqual([
      expect.objectContaining({
        targetType: 'investment',
        targetId: String(a),
        actorUserId: account.userId,
      }),
    ]);
    const tooLong = await app.inject({
      method: 'POST',
      url,
      payload: { body: 'x'.repeat(5001) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toHaveProperty('body');
    const missing = await app.inject({
      method: 'POST',
      url: '/api/ops/investments/999/notes',
      payload: { body: 'x' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses the machine token: a note is signed by an operator session', async () => {
    const [a] = await seed();
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/ops/investments/${a}/notes`,
      headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
      payload: { body: 'x' },
    });
    expect(response.statusCode).toBe(401);
  });
});
