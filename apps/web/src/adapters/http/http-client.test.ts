import { MessageBody, ProductListResponse } from '@netzero/contract';
import { InMemorySessionStore, sessionToken } from '@netzero/core-fakes';
import { describe, expect, it } from 'vitest';
import {
  callJson,
  createHttpClient,
  fromContract,
  lazySchema,
  type ReplySchema,
} from './http-client';
import { testSession } from './http-test-kit';
import { stubFetch } from './stub-fetch';

const BASE = 'https://shop.example';

describe('the HTTP client', () => {
  it('resolves paths against the configured base url and sends JSON', async () => {
    const stub = stubFetch();
    const http = createHttpClient({ baseUrl: BASE, fetch: stub.fetch }, testSession());
    stub.reply(200, { message: 'Thanks' });
    const reply = await callJson(http, 'api/questionnaires', MessageBody, {
      method: 'post',
      json: { a: 1 },
    });
    expect(reply).toEqual({ ok: true, value: { message: 'Thanks' } });
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
      const http = createHttpClient({ baseUrl: BASE, fetch: stub.fetch }, testSession(store));
      await callJson(http, 'api/cart/get', MessageBody);
      expect(stub.seen[0]?.authorization).toBe(`Bearer ${token}`);
    }
  });

  it('turns a non-2xx reply into an http error with its message and field errors', async () => {
    const stub = stubFetch();
    const http = createHttpClient({ baseUrl: BASE, fetch: stub.fetch }, testSession());
    stub.reply(
      400,
      { message: 'Please correct the highlighted fields.', errors: { email: 'Bad' } },
      'Bad Request',
    );
    expect(await callJson(http, 'auth/signup', MessageBody, { method: 'post', json: {} })).toEqual({
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
    const http = createHttpClient({ baseUrl: BASE, fetch: stub.fetch }, testSession());
    stub.reply(502, '<html>Bad gateway</html>', 'Bad Gateway');
    stub.fail();
    expect(await callJson(http, 'api/products', ProductListResponse)).toEqual({
      ok: false,
      error: { kind: 'http', status: 502, statusText: 'Bad Gateway' },
    });
    expect(await callJson(http, 'api/products', ProductListResponse)).toEqual({
      ok: false,
      error: { kind: 'network' },
    });
  });

  it('turns a 2xx reply that the contract does not describe into an invalid-reply error', async () => {
    const stub = stubFetch();
    const http = createHttpClient({ baseUrl: BASE, fetch: stub.fetch }, testSession());
    stub.reply(200, '');
    stub.reply(200, '<html>not json</html>');
    stub.reply(201, { message: 42 });
    for (const status of [200, 200, 201]) {
      expect(await callJson(http, 'api/questionnaires', MessageBody)).toEqual({
        ok: false,
        error: { kind: 'invalid-reply', status },
      });
    }
  });

  it('decodes with a schema picked from the contract when the first call needs it', async () => {
    const stub = stubFetch();
    const http = createHttpClient({ baseUrl: BASE, fetch: stub.fetch }, testSession());
    const picked: string[] = [];
    const Notice = fromContract((contract) => {
      picked.push('MessageBody');
      return contract.MessageBody;
    });
    stub.reply(200, { message: 'Thanks' });
    stub.reply(200, { message: 42 });
    expect(await callJson(http, 'api/questionnaires', Notice)).toEqual({
      ok: true,
      value: { message: 'Thanks' },
    });
    expect(await callJson(http, 'api/questionnaires', Notice)).toEqual({
      ok: false,
      error: { kind: 'invalid-reply', status: 200 },
    });
    expect(picked).toEqual(['MessageBody']);
  });

  it('answers a network error when the contract cannot be loaded, and loads it again next time', async () => {
    const stub = stubFetch();
    const http = createHttpClient({ baseUrl: BASE, fetch: stub.fetch }, testSession());
    let loads = 0;
    const Flaky = lazySchema(async (): Promise<ReplySchema<{ message: string }>> => {
      loads++;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return MessageBody;
    });
    stub.reply(200, { message: 'Thanks' });
    stub.reply(200, { message: 'Thanks' });
    expect(await callJson(http, 'api/questionnaires', Flaky)).toEqual({
      ok: false,
      error: { kind: 'network' },
    });
    expect(await callJson(http, 'api/questionnaires', Flaky)).toEqual({
      ok: true,
      value: { message: 'Thanks' },
    });
  });

  describe('the 401 rule (finding 6)', () => {
    function loggedIn(token = sessionToken(7)) {
      const stub = stubFetch();
      const session = testSession(new InMemorySessionStore({ token, userId: '7' }));
      const http = createHttpClient({ baseUrl: BASE, fetch: stub.fetch }, session);
      return { stub, session, http };
    }

    it('ends the session on a 401 to a call made with the stored token', async () => {
      for (const path of [
        'api/cart/get',
        'api/orders/user',
        'api/subscriptions',
        'api/account/x',
      ]) {
        const { stub, session, http } = loggedIn();
        stub.reply(401, { message: 'Please log in to continue.' }, 'Unauthorized');
        expect(await callJson(http, path, MessageBody)).toMatchObject({
          ok: false,
          error: { kind: 'http', status: 401 },
        });
        expect(session.store.token).toBeNull();
        expect(session.store.userId).toBeNull();
        expect(session.rejections).toBe(1);
      }
    });

    it('keeps the session on a 401 from /auth/ (a wrong password) and on other failures', async () => {
      const { stub, session, http } = loggedIn();
      stub.reply(401, { message: 'Invalid username or password' }, 'Unauthorized');
      stub.reply(403, { message: 'You can only see and change your own account.' });
      stub.reply(500, { message: 'Something went wrong on our side. Please try again.' });
      await callJson(http, 'auth/login', MessageBody, { method: 'post', json: {} });
      await callJson(http, 'api/cart/get', MessageBody);
      await callJson(http, 'api/orders/user', MessageBody);
      expect(stub.seen[0]?.authorization).toBe(`Bearer ${sessionToken(7)}`);
      expect(session.store.token).toBe(sessionToken(7));
      expect(session.rejections).toBe(0);
    });

    it('does not end a newer session when a reply to a call made with an older token comes late', async () => {
      const stub = stubFetch();
      const session = testSession(new InMemorySessionStore({ token: sessionToken(7) }));
      // The visitor logs in again while the old call is on its way.
      const fetch: typeof globalThis.fetch = async (input, init) => {
        const reply = await stub.fetch(input, init);
        session.store.token = sessionToken(8);
        return reply;
      };
      const http = createHttpClient({ baseUrl: BASE, fetch }, session);
      stub.reply(401, { message: 'Please log in to continue.' });
      await callJson(http, 'api/cart/get', MessageBody);
      expect(stub.seen[0]?.authorization).toBe(`Bearer ${sessionToken(7)}`);
      expect(session.store.token).toBe(sessionToken(8));
      expect(session.rejections).toBe(0);
    });

    it('says nothing on a 401 to a call made without a token', async () => {
      const stub = stubFetch();
      const session = testSession();
      const http = createHttpClient({ baseUrl: BASE, fetch: stub.fetch }, session);
      stub.reply(401, { message: 'Please log in to continue.' });
      await callJson(http, 'api/cart/get', MessageBody);
      expect(session.rejections).toBe(0);
    });
  });
});
