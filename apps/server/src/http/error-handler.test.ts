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

  it('answers malformed JSON and plain text with 400, an unknown media type with 415', async () => {
    expect((await post('{"name":')).json()).toEqual({
      message: 'The request body is not valid JSON.',
    });
    expect((await post('name=x', 'text/plain')).statusCode).toBe(400);
    const xml = await post('<enquiry/>', 'application/xml');
    expect(xml.statusCode).toBe(415);
    expect(xml.json().message).toMatch(/JSON/);
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
});
