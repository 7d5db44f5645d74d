import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DrizzleOrderRepository } from '../persistence/drizzle-order.repository.js';
import { newCertificateId } from '../services/orders/certificate-id.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let ctx: TestApp;
let orders: DrizzleOrderRepository;
const RETIRED_AT = new Date('2026-11-22T10:00:00Z');

beforeAll(async () => {
  ctx = await createTestApp();
  orders = new DrizzleOrderRepository(ctx.db);
});
beforeEach(() => ctx.reset());
afterAll(() => ctx.close());

/** A paid order of the given lines; returns its certificate id and order id. */
async function paidOrder(recipientName: string, lines: { productId: number; quantity: number }[]) {
  const created = await orders.createPending({
    userId: null,
    email: 'buyer@example.com',
    receiptName: recipientName,
    kind: 'direct',
    paymentMethod: 'CARD',
    provider: 'sandbox',
    lines,
    reservationExpiresAt: RETIRED_AT,
  });
  if (!created.ok) throw new Error(created.error);
  const id = newCertificateId();
  await orders.fulfil(created.value.id, { id, recipientName }, RETIRED_AT);
  return { id, orderId: created.value.id };
}

describe('GET /api/certificates/{id}', () => {
  it('shows recipient, total tonnes, each project with its serial range, the date and the order', async () => {
    await paidOrder('Earlier buyer', [{ productId: 1, quantity: 12 }]);
    const { id, orderId } = await paidOrder('Ada Lovelace', [
      { productId: 1, quantity: 3 },
      { productId: 3, quantity: 1 },
    ]);
    const response = await ctx.app.inject({ method: 'GET', url: `/api/certificates/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.json()).toEqual({
      id,
      recipientName: 'Ada Lovelace',
      tonnes: 4,
      orderId,
      retiredAt: '2026-11-22T10:00:00.000Z',
      cancelledAt: null,
      lines: [
        {
          project: 'Biogas for clean cooking in Madhya Pradesh and Maharashtra',
          standard: 'Gold Standard',
          vintage: 2023,
          location: 'Madhya Pradesh and Maharashtra, India',
          tonnes: 3,
          serialRange: 'NZM-1-2023-0000013-0000015',
          firstSerial: 13,
          lastSerial: 15,
        },
        {
          project: 'Khasi Hills community forest protection (REDD+) in Meghalaya',
          standard: 'Verra VCS',
          vintage: 2022,
          location: 'Meghalaya, India',
          tonnes: 1,
          serialRange: 'NZM-3-2022-0000001-0000001',
          firstSerial: 1,
          lastSerial: 1,
        },
      ],
    });
  });

  it('answers 404 with a message for any id that names no certificate', async () => {
    const { id } = await paidOrder('Ada', [{ productId: 1, quantity: 1 }]);
    const others = [
      newCertificateId(),
      id.toLowerCase() === id ? id.toUpperCase() : id.toLowerCase(),
      'x',
      '%27%20or%201%3D1',
      'a'.repeat(90),
    ];
    for (const other of others) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/certificates/${other}` });
      expect(response.statusCode, other).toBe(404);
      expect(response.json()).toEqual({ message: 'This certificate does not exist.' });
    }
  });
});

describe('GET /certificates/{id}', () => {
  it('renders a printable page with our stylesheet, no scripts or inline styles, and every value escaped', async () => {
    const { id, orderId } = await paidOrder('<script>alert("x")</script> & Co', [
      { productId: 6, quantity: 2 },
    ]);
    const response = await ctx.app.inject({ method: 'GET', url: `/certificates/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const html = response.body;
    expect(html).toContain('<link rel="stylesheet" href="/assets/certificates/certificate.css">');
    expect(html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; Co');
    expect(html).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    expect(html).toContain('2 tonnes</span> CO2 retired for');
    expect(html).toContain('NZM-6-2024-0000001-0000002');
    expect(html).toContain('November 22, 2026');
    expect(html).toContain(`#${orderId}`);

    const css = await ctx.app.inject({
      method: 'GET',
      url: '/assets/certificates/certificate.css',
    });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });

  it('answers an unknown id with a 404 page', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/certificates/${newCertificateId()}`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('Certificate not found');
    expect(response.body).toContain('This certificate does not exist.');
  });
});

describe('newCertificateId', () => {
  it('makes 128-bit random, URL-safe ids that never repeat', () => {
    const ids = Array.from({ length: 2000 }, newCertificateId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids.slice(0, 50)) {
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Buffer.from(id, 'base64url')).toHaveLength(16);
    }
  });
});
