import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ProductListResponse } from '@netzero/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../persistence/schema.js';
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

  it('goes out compressed to a browser that accepts it, as the pages do (issue 18 item 17)', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/products' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const [header, coding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/products',
        headers: { 'accept-encoding': header },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(coding);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.headers.etag).toBe(plain.headers.etag);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(decoders[coding](response.rawPayload).toString()).toBe(plain.body);
    }
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

describe('GET /api/products from memory', () => {
  afterEach(() => ctx.reset());
  const list = (headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: '/api/products', headers });
  const stockOfFirst = (response: { json(): unknown }) =>
    ProductListResponse.parse(response.json())[0]?.availableTonnes;

  it('sends an ETag, and 304 with no body to a request that names it', async () => {
    const first = await list();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await list({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await list({ 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await list({ 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it("shows a reservation's stock at once, under a new ETag", async () => {
    const before = await list();
    expect(stockOfFirst(before)).toBe(25_000);
    const checkout = await ctx.app.inject({
      method: 'POST',
      url: '/api/direct-order-checkout/create-session',
      payload: {
        email: 'asha@example.com',
        productId: 1,
        quantity: 3,
        paymentMethod: 'CARD',
        redirectUrl: 'http://localhost:8080/checkout',
      },
    });
    expect(checkout.statusCode).toBe(200);
    const after = await list({ 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(stockOfFirst(after)).toBe(24_997);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await ctx.app.inject({ url: '/api/products/1' })).json().availableTonnes).toBe(24_997);
  });

  it('shows a change made outside this server once the snapshot has lived its second', async () => {
    expect(stockOfFirst(await list())).toBe(25_000);
    // Another server or an operator changes the catalogue: this server is not told.
    await ctx.db
      .update(products)
      .set({ availableTonnes: 100, priceCents: 1500 })
      .where(eq(products.id, 1));
    expect(stockOfFirst(await list())).toBe(25_000);
    ctx.clock.advance(1000);
    const fresh = ProductListResponse.parse((await list()).json())[0];
    expect(fresh).toMatchObject({ availableTonnes: 100, price: 15 });
  });
});
