import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { BODY_LIMIT_BYTES } from './app.js';
import { installErrorHandling } from './error-handler.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const post = (payload: string, contentType = 'application/json') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/questionnaires',
    headers: { 'content-type': contentType },
    payload,
  });

describe('error answers', () => {
  it('answers a body over the limit with 413 and a message', async () => {
    const response = await post(JSON.stringify({ enquiry: 'x'.repeat(BODY_LIMIT_BYTES) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request is too large.' });
  });

  it('answers malformed JSON with 400, plain text and an unknown media type with 415 (docs/api.md)', async () => {
    expect((await post('{"name":')).json()).toEqual({
      message: 'The request body is not valid JSON.',
    });
    for (const type of ['text/plain', 'text/plain; charset=utf-8', 'application/xml']) {
      const response = await post('name=x', type);
      expect(response.statusCode, type).toBe(415);
      expect(response.json().message, type).toMatch(/JSON/);
    }
  });

  it('answers unknown routes and wrong methods with 404 JSON', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['DELETE', '/api/products'],
      ['PATCH', '/auth/login'],
    ] as const) {
      const response = await ctx.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
  });

  it('hides unexpected errors behind a 500 with a generic message and no stack', async () => {
    const app = Fastify();
    installErrorHandling(app);
    app.get('/boom', async () => {
      throw new Error('database password is hunter2');
    });
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(response.body).not.toMatch(/hunter2|at /);
    await app.close();
  });

  it('answers text PostgreSQL refuses (NUL: 22021, 22P05) with 400, even wrapped by Drizzle', async () => {
    const app = Fastify();
    installErrorHandling(app);
    for (const code of ['22021', '22P05']) {
      app.get(`/bad-text-${code}`, async () => {
        const driver = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
          code,
        });
        throw new Error('Failed query: insert into "enquiries"', { cause: driver });
      });
    }
    for (const code of ['22021', '22P05']) {
      const response = await app.inject({ method: 'GET', url: `/bad-text-${code}` });
      expect(response.statusCode, code).toBe(400);
      expect(response.json()).toEqual({ message: 'Please correct the highlighted fields.' });
    }
    await app.close();
  });
});
