import { formatMessage } from '@netzero/core';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, products } from '../persistence/schema.js';
import { signedInOperator } from '../test-support/operator-session.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let ctx: TestApp;
let operator: { authorization: string };

beforeAll(async () => {
  ctx = await createTestApp();
});
beforeEach(async () => {
  await ctx.reset();
  operator = { ...(await signedInOperator(ctx)).headers };
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, auth = true) =>
  ctx.app.inject({ method, url, ...(payload && { payload }), headers: auth ? operator : {} });

const NEW_PROJECT = {
  slug: 'mangroves-sundarbans',
  title: 'Mangrove restoration, Sundarbans',
  description: 'Replanting mangroves along tidal creeks.',
  category: 'Blue carbon',
  country: 'India',
  region: 'West Bengal',
  location: 'Sundarbans, India',
  standard: 'Verra VCS',
  methodology: 'VM0033',
  vintage: 2024,
  registryName: 'Verra',
  registryProjectId: 'VCS-4321',
  registryUrl: 'https://registry.verra.org/app/projectDetail/VCS/4321',
  sdgs: [13, 14, 15],
  priceCents: 2250,
  currency: 'EUR',
  pageCopy: 'The project in detail.\n\nSecond paragraph.',
};

const lastAudit = async () =>
  (await ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

describe('/api/ops/projects authorization', () => {
  it.each([
    ['GET', '/api/ops/projects'],
    ['GET', '/api/ops/projects/1'],
    ['POST', '/api/ops/projects'],
    ['PATCH', '/api/ops/projects/1'],
    ['POST', '/api/ops/projects/1/publish'],
    ['POST', '/api/ops/projects/1/unpublish'],
  ] as const)(
    '%s %s answers 401 without an operator, before validating anything',
    async (method, url) => {
      const response = await call(method, url, method === 'GET' ? undefined : { bad: true }, false);
      expect(response.statusCode).toBe(401);
    },
  );
});

describe('GET /api/ops/projects', () => {
  it('lists every project, unpublished ones too, with its stock', async () => {
    await call('POST', '/api/ops/projects/2/unpublish');
    const response = await call('GET', '/api/ops/projects');
    expect(response.statusCode).toBe(200);
    const projects = response.json() as { id: number; published: boolean }[];
    expect(projects).toHaveLength(7);
    expect(projects.find((p) => p.id === 2)).toMatchObject({ published: false });
    expect(projects[0]).toMatchObject({
      id: 1,
      issuedTonnes: 25_000,
      allocatedTonnes: 0,
      heldTonnes: 0,
      availableTonnes: 25_000,
    });
  });

  it('answers 404 for an unknown project and 400 for a bad id', async () => {
    expect((await call('GET', '/api/ops/projects/999')).statusCode).toBe(404);
    expect((await call('GET', '/api/ops/projects/abc')).statusCode).toBe(400);
  });
});

describe('POST /api/ops/projects', () => {
  it('creates an unpublished project without stock, and audits it', async () => {
    const response = await call('POST', '/api/ops/projects', NEW_PROJECT);
    expect(response.statusCode).toBe(201);
    const created = response.json() as { id: number };
    expect(created).toMatchObject({
      ...NEW_PROJECT,
      id: 8,
      published: false,
      availableTonnes: 0,
      issuedTonnes: 0,
      plpUrl: null,
      imageUrl: '/assets/projects/placeholder.svg',
    });
    expect(await lastAudit()).toMatchObject({
      action: 'project.create',
      targetType: 'project',
      targetId: '8',
      before: null,
      after: expect.objectContaining({ slug: NEW_PROJECT.slug, published: false }),
    });
    // Not for buyers yet.
    const products = (await ctx.app.inject({ url: '/api/products' })).json() as { id: number }[];
    expect(products.map((p) => p.id)).not.toContain(8);
  });

  it.each([
    ['slug', { slug: 'Not A Slug' }],
    ['priceCents', { priceCents: 0 }],
    ['currency', { currency: 'eur' }],
    ['currency', { currency: 'EURO' }],
    ['sdgs', { sdgs: [13, 13] }],
    ['sdgs.0', { sdgs: [18] }],
    ['title', { title: '' }],
    ['registryUrl', { registryUrl: 'javascript:alert(1)' }],
    ['vintage', { vintage: 1800 }],
  ])('refuses a bad %s with a message for that field', async (field, change) => {
    const response = await call('POST', '/api/ops/projects', { ...NEW_PROJECT, ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { message: string; errors: Record<string, string> };
    expect(body.message).toBe(formatMessage('API.INVALID_REQUEST'));
    expect(Object.keys(body.errors)).toContain(field);
  });

  it('refuses a project page that is not one of the site’s, and takes one that is, in any case', async () => {
    const bad = await call('POST', '/api/ops/projects', { ...NEW_PROJECT, plpUrl: '/nowhere' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      errors: { plpUrl: formatMessage('PROJECTS.PAGE_UNKNOWN') },
    });
    const good = await call('POST', '/api/ops/projects', { ...NEW_PROJECT, plpUrl: '/CARD7/' });
    expect(good.json()).toMatchObject({ plpUrl: '/card7' });
  });

  it('answers 409 with a field message for a slug already taken', async () => {
    await call('POST', '/api/ops/projects', NEW_PROJECT);
    const response = await call('POST', '/api/ops/projects', NEW_PROJECT);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: formatMessage('PROJECTS.SLUG_TAKEN'),
      errors: { slug: formatMessage('PROJECTS.SLUG_TAKEN') },
    });
  });
});

describe('PATCH /api/ops/projects/:id', () => {
  it('changes only the fields sent and audits them before and after', async () => {
    const response = await call('PATCH', '/api/ops/projects/1', { priceCents: 1500, title: 'New' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: 1, priceCents: 1500, title: 'New', vintage: 2023 });
    expect(await lastAudit()).toMatchObject({
      action: 'project.update',
      targetId: '1',
      before: { priceCents: 1400, title: expect.any(String) },
      after: { priceCents: 1500, title: 'New' },
    });
  });

  it('refuses an empty patch, an unknown project and a taken slug', async () => {
    expect((await call('PATCH', '/api/ops/projects/1', {})).statusCode).toBe(400);
    expect((await call('PATCH', '/api/ops/projects/999', { title: 'X' })).statusCode).toBe(404);
    const [first] = (await call('GET', '/api/ops/projects')).json() as { slug: string }[];
    const taken = await call('PATCH', '/api/ops/projects/2', { slug: first?.slug });
    expect(taken.statusCode).toBe(409);
  });
});

describe('publish and unpublish', () => {
  it('hides a project from the catalogue, its checkout and its price, and shows it again', async () => {
    const unpublished = await call('POST', '/api/ops/projects/1/unpublish');
    expect(unpublished.json()).toMatchObject({ published: false });
    expect(await lastAudit()).toMatchObject({
      action: 'project.publish',
      before: { published: true },
      after: { published: false },
    });
    const list = (await ctx.app.inject({ url: '/api/products' })).json() as { id: number }[];
    expect(list.map((p) => p.id)).toEqual([2, 3, 4, 5, 6, 7]);
    expect((await ctx.app.inject({ url: '/api/products/1' })).statusCode).toBe(404);
    const price = await ctx.app.inject({ url: '/api/direct-order-checkout/price?productId=1' });
    expect(price.statusCode).toBe(404);
    const checkout = await ctx.app.inject({
      method: 'POST',
      url: '/api/direct-order-checkout/create-session',
      payload: { productId: 1, quantity: 2, email: 'buyer@example.com' },
    });
    expect(checkout.statusCode).toBeGreaterThanOrEqual(400);
    expect(checkout.statusCode).toBeLessThan(500);

    await call('POST', '/api/ops/projects/1/publish');
    const again = (await ctx.app.inject({ url: '/api/products' })).json() as { id: number }[];
    expect(again.map((p) => p.id)).toContain(1);
  });

  it('shows a change another server made within the catalogue’s cache time (CATALOGUE_TTL_MS)', async () => {
    const ids = async () =>
      ((await ctx.app.inject({ url: '/api/products' })).json() as { id: number }[]).map(
        (p) => p.id,
      );
    expect(await ids()).toContain(3);
    // Another server unpublishes: this one's snapshot is not told, so it may serve it until the TTL.
    await ctx.db.update(products).set({ published: false }).where(eq(products.id, 3));
    expect(await ids()).toContain(3);
    ctx.clock.advance(ctx.config.catalogueTtlMs + 1);
    expect(await ids()).not.toContain(3);
  });
});
