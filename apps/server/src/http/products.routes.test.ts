import { ProductListResponse } from '@netzero/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_SEED } from '../persistence/seed/catalogue.seed.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/products', () => {
  it('lists the seeded projects with the fields of spec §7, prices in dollars', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/products' });
    expect(response.statusCode).toBe(200);
    const list = ProductListResponse.parse(response.json());
    expect(list.map((product) => product.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(list.map((product) => product.plpUrl)).toEqual([
      '/CleanBioEnergy',
      '/Waterpurification',
      '/Khasihill',
      '/CookstoveJharkhand',
      '/Blusmart',
      '/MoEVing',
      '/card7',
    ]);
    expect(list[0]).toMatchObject({ price: 14, currency: 'USD', availableTonnes: 25_000 });
    expect(list[6]).toMatchObject({ title: 'NetZero Monthly Climate Portfolio', price: 15 });
  });

  it('needs no token', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(200);
  });

  it("serves every product's illustration as an SVG from its imageUrl", async () => {
    for (const product of CATALOGUE_SEED) {
      const response = await ctx.app.inject({ method: 'GET', url: product.imageUrl });
      expect(response.statusCode, product.imageUrl).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.body).toContain('<svg');
    }
  });
});

describe('GET /api/products/{id}', () => {
  it('answers one project, the same as in the list', async () => {
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/products' })).json();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/products/6' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(list[5]);
  });

  it('answers 404 with a message for an id that is not in the catalogue', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/products/8' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'This carbon project does not exist.' });
  });

  it.each(['0', '-1', 'abc', '1.5', '99999999999'])(
    'answers 400 with a field error for id %s',
    async (id) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/products/${id}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Please correct the highlighted fields.',
        errors: { id: expect.any(String) },
      });
    },
  );
});
