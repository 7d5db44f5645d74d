import { formatMessage } from '@netzero/core';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../persistence/schema.js';
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

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR-rest-of-a-png'),
]);
const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#3FA46A"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/><use href="#g"/></svg>',
);

const upload = (body: Buffer | string, type: string, auth = true, id = 1) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/ops/projects/${id}/image`,
    payload: body,
    headers: { 'content-type': type, ...(auth ? operator : {}) },
  });

describe('PUT /api/ops/projects/:id/image', () => {
  it('answers 401 without an operator, before reading the body', async () => {
    expect((await upload(PNG, 'image/png', false)).statusCode).toBe(401);
  });

  it('stores a PNG, points the project at it, audits it, and serves it for a year', async () => {
    const response = await upload(PNG, 'image/png');
    expect(response.statusCode).toBe(200);
    const { imageUrl } = response.json() as { imageUrl: string };
    expect(imageUrl).toMatch(/^\/media\/projects\/1-[0-9a-f]{8}\.png$/);
    const [entry] = await ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      action: 'project.image',
      targetId: '1',
      after: { imageUrl, contentType: 'image/png', size: PNG.length },
    });
    const served = await ctx.app.inject({ url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    // The catalogue shows the new image at once on this server.
    const product = (await ctx.app.inject({ url: '/api/products/1' })).json() as {
      imageUrl: string;
    };
    expect(product.imageUrl).toBe(imageUrl);
  });

  it('serves an SVG under a policy that runs and loads nothing', async () => {
    const response = await upload(SVG, 'image/svg+xml');
    expect(response.statusCode).toBe(200);
    const served = await ctx.app.inject({
      url: (response.json() as { imageUrl: string }).imageUrl,
    });
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
  });

  it('refuses a PNG sent as a JPEG: the bytes decide', async () => {
    const response = await upload(PNG, 'image/jpeg');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: formatMessage('PROJECTS.IMAGE_MISMATCH', { actual: 'PNG', declared: 'image/jpeg' }),
    });
  });

  it('refuses bytes that are no image, and a type that is not an image we take', async () => {
    expect((await upload(Buffer.from('GIF89a....'), 'image/png')).statusCode).toBe(400);
    const gif = await upload(Buffer.from('GIF89a....'), 'image/gif');
    expect(gif.statusCode).toBe(415);
    expect(gif.json()).toEqual({ message: formatMessage('PROJECTS.IMAGE_TYPE') });
    expect((await upload(Buffer.alloc(0), 'image/png')).statusCode).toBe(400);
  });

  it('refuses an image over 2 MB with 413 and a message', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const response = await upload(big, 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: formatMessage('PROJECTS.IMAGE_TOO_LARGE', { maxMegabytes: 2 }),
    });
  });

  it.each([
    [
      'a script',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<script>',
    ],
    [
      'a foreignObject',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div/></foreignObject></svg>',
      '<foreignObject>',
    ],
    ['an event handler', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'onload'],
    [
      'a javascript: link',
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="java&#x09;script:alert(1)"><rect/></a></svg>',
      'javascript:',
    ],
    [
      'an external href',
      '<svg xmlns="http://www.w3.org/2000/svg"><use href="https://evil.example/x.svg#a"/></svg>',
      'external link',
    ],
    [
      'an entity declaration',
      '<!DOCTYPE svg [<!ENTITY x "boom">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
      'DOCTYPE',
    ],
    [
      'an animation',
      '<svg xmlns="http://www.w3.org/2000/svg"><set attributeName="href" to="x"/></svg>',
      '<set>',
    ],
  ])('refuses an SVG with %s, saying what', async (_label, svg, what) => {
    const response = await upload(svg, 'image/svg+xml');
    expect(response.statusCode).toBe(400);
    expect((response.json() as { message: string }).message).toContain(what);
  });

  it('refuses an SVG that is not well-formed XML', async () => {
    const response = await upload(
      '<svg xmlns="http://www.w3.org/2000/svg"><g></svg>',
      'image/svg+xml',
    );
    expect(response.statusCode).toBe(400);
    expect((response.json() as { message: string }).message).toMatch(/not well-formed/);
  });

  it('answers a bad project id 400 with its field, through the app’s error handler', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/ops/projects/abc/image',
      payload: PNG,
      headers: { 'content-type': 'image/png', ...operator },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: formatMessage('API.INVALID_REQUEST'),
      errors: { id: expect.any(String) },
    });
  });

  it('answers 404 for an unknown project, and for an image name that matches nothing', async () => {
    expect((await upload(PNG, 'image/png', true, 999)).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/media/projects/1-deadbeef.png' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/media/projects/../../etc' })).statusCode).toBe(404);
  });
});
