import { InMemorySessionStore, sessionToken } from '@netzero/core-fakes';
import { describe, expect, it } from 'vitest';
import { callJson, createHttpClient } from './http-client';
import { stubFetch } from './stub-fetch';

const BASE = 'https://shop.example';

describe('the HTTP client', () => {
  it('resolves paths against the configured base url and sends JSON', async () => {
    const stub = stubFetch();
    const http = createHttpClient({ baseUrl: BASE, fetch: stub.fetch }, new InMemorySessionStore());
    stub.reply(200, { ok: 1 });
    const reply = await callJson(http, 'api/questionnaires', { method: 'post', json: { a: 1 } });
    expect(reply).toEqual({ ok: true, value: { ok: 1 } });
    expect(stub.seen[0]).toMatchObject({
      method: 'POST',
      url: `${BASE}/api/questionnaires`,
      body: { a: 1 },
    });
    expect(stub.seen[0]?.authorization).toBeNull();
  });

  it('sends the stored token as a bearer header, whether or not it was stored with its prefix', async () => {
    const token = sessionToken(7);
    for (const stored of [token, `Bearer ${token}`]) {
      const stub = stubFetch();
      const store = new InMemorySessionStore({ token: stored, userId: '7' });
      await callJson(createHttpClient({ baseUrl: BASE, fetch: stub.fetch }, store), 'api/cart/get');
      expect(stub.seen[0]?.authorization).toBe(`Bearer ${token}`);
    }
  });

  it('turns a non-2xx reply into an http error with its message and field errors', async () => {
    const stub = stubFetch();
    const http = createHttpClient({ baseUrl: BASE, fetch: stub.fetch }, new InMemorySessionStore());
    stub.reply(
      400,
      { message: 'Please correct the highlighted fields.', errors: { email: 'Bad' } },
      'Bad Request',
    );
    expect(await callJson(http, 'auth/signup', { method: 'post', json: {} })).toEqual({
      ok: false,
      error: {
        kind: 'http',
        status: 400,
        statusText: 'Bad Request',
        message: 'Please correct the highlighted fields.',
        errors: { email: 'Bad' },
      },
    });
  });

  it('reads a non-JSON error body as no message, and a dropped connection as a network error', async () => {
    const stub = stubFetch();
    const http = createHttpClient({ baseUrl: BASE, fetch: stub.fetch }, new InMemorySessionStore());
    stub.reply(502, '<html>Bad gateway</html>', 'Bad Gateway');
    stub.fail();
    expect(await callJson(http, 'api/products')).toEqual({
      ok: false,
      error: { kind: 'http', status: 502, statusText: 'Bad Gateway' },
    });
    expect(await callJson(http, 'api/products')).toEqual({ ok: false, error: { kind: 'network' } });
  });

  it('reads an empty 2xx body as an empty object', async () => {
    const stub = stubFetch();
    const http = createHttpClient({ baseUrl: BASE, fetch: stub.fetch }, new InMemorySessionStore());
    stub.reply(200, '');
    expect(await callJson(http, 'api/cart/remove/3', { method: 'delete' })).toEqual({
      ok: true,
      value: {},
    });
  });
});
