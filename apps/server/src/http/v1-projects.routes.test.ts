import { V1Project, V1ProjectList } from '@netzero/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { creditIssuances, creditRetirements, products } from '../persistence/schema.js';
import { type ApiAccount, anotherApiKey, apiAccount } from '../test-support/api-keys.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let ctx: TestApp;
let alice: ApiAccount;

beforeAll(async () => {
  ctx = await createTestApp();
});
beforeEach(async () => {
  await ctx.reset();
  alice = await apiAccount(ctx, 'alice');
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = alice.apiHeaders) =>
  ctx.app.inject({ url, headers });

describe('GET /v1/projects', () => {
  it('lists every published project in the contract’s shape, with absolute image and page URLs', async () => {
    const response = await get('/v1/projects');
    expect(response.statusCode, response.body).toBe(200);
    const list = V1ProjectList.parse(response.json());
    expect(list).toMatchObject({ object: 'list', hasMore: false, nextCursor: null });
    expect(list.data.map((project) => project.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(list.data[0]).toMatchObject({
      object: 'project',
      id: 1,
      slug: 'biogas-clean-cooking',
      standard: 'Gold Standard',
      sdgs: [1, 3, 5, 7, 13],
      unitPriceCents: 1400,
      currency: 'USD',
      availableTonnes: 25_000,
      vintages: [{ vintage: 2023, availableTonnes: 25_000 }],
      imageUrl: 'http://localhost:8080/assets/projects/biogas-clean-cooking.svg',
      url: 'http://localhost:8080/CleanBioEnergy',
    });
    expect(response.headers.ratelimit).toMatch(/^"per-key";r=\d+;t=\d+$/);
  });

  it('leaves unpublished projects out, and answers 404 for one', async () => {
    await ctx.db.update(products).set({ published: false }).where(eq(products.id, 2));
    ctx.services.catalogue.stockChanged();
    const ids = (await get('/v1/projects')).json().data.map((p: { id: number }) => p.id);
    expect(ids).not.toContain(2);
    const missing = await get('/v1/projects/2');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No published project has this id.');
    expect((await get('/v1/projects/999')).statusCode).toBe(404);
  });

  it('links a project without a page of the site to /Carbon, and keeps an absolute image', async () => {
    await ctx.db
      .update(products)
      .set({ plpUrl: null, imageUrl: 'https://cdn.example/p.png' })
      .where(eq(products.id, 3));
    const project = V1Project.parse((await get('/v1/projects/3')).json());
    expect(project.url).toBe('http://localhost:8080/Carbon');
    expect(project.imageUrl).toBe('https://cdn.example/p.png');
  });

  it('counts each vintage’s unretired serials, newest first, capped by the tonnes for sale', async () => {
    // Project 4 (vintage 2024): 2,000 tonnes of 2025 (serials after the seeded block), 300 of them retired,
    // and a cancelled retirement that holds nothing.
    const [seeded] = await ctx.db
      .select()
      .from(creditIssuances)
      .where(eq(creditIssuances.productId, 4));
    if (!seeded) throw new Error('project 4 has no seeded block');
    const first = seeded.lastSerial + 1;
    await ctx.db.insert(creditIssuances).values({
      productId: 4,
      vintage: 2025,
      registrySerialBlock: 'GS-2025-A',
      firstSerial: first,
      lastSerial: first + 1999,
      quantity: 2000,
    });
    const now = ctx.clock.now();
    await ctx.db.insert(creditRetirements).values([
      // The seeded block's last 100 and the new block's first 200 serials.
      {
        productId: 4,
        firstSerial: first - 100,
        lastSerial: first - 1,
        retiredAt: now,
        beneficiary: 'A',
      },
      {
        productId: 4,
        firstSerial: first,
        lastSerial: first + 199,
        retiredAt: now,
        beneficiary: 'A',
      },
      {
        productId: 4,
        firstSerial: first + 500,
        lastSerial: first + 999,
        retiredAt: now,
        cancelledAt: now,
        beneficiary: 'B',
      },
    ]);
    await ctx.db
      .update(products)
      .set({ availableTonnes: seeded.quantity + 1700 })
      .where(eq(products.id, 4));
    const project = V1Project.parse((await get('/v1/projects/4')).json());
    expect(project.vintages).toEqual([
      { vintage: 2025, availableTonnes: 1800 },
      { vintage: 2024, availableTonnes: seeded.quantity - 100 },
    ]);

    // Fewer tonnes for sale than a vintage holds (unpaid checkouts hold some): capped.
    await ctx.db.update(products).set({ availableTonnes: 50 }).where(eq(products.id, 4));
    const capped = V1Project.parse((await get('/v1/projects/4')).json());
    expect(capped.vintages).toEqual([
      { vintage: 2025, availableTonnes: 50 },
      { vintage: 2024, availableTonnes: 50 },
    ]);
  });

  it('refuses no key, a session token and a publishable key before anything else', async () => {
    const none = await ctx.app.inject({ url: '/v1/projects' });
    expect(none.statusCode).toBe(401);
    const session = await get('/v1/projects', alice.headers);
    expect(session.statusCode).toBe(401);
    expect(session.json().message).toMatch(/sign-in token, not an API key/);
    const publishable = await anotherApiKey(ctx, alice.userId, { kind: 'publishable' });
    expect((await get('/v1/projects/1', publishable.apiHeaders)).statusCode).toBe(403);
    // Authorization before validation: a bad id without a key is 401, not 400.
    expect((await ctx.app.inject({ url: '/v1/projects/abc' })).statusCode).toBe(401);
    const invalid = await get('/v1/projects/abc');
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors)).toEqual(['id']);
  });
});
