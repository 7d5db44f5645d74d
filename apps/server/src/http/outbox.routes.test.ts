import { formatMessage } from '@netzero/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_OPERATOR_TOKEN, type TestApp } from '../test-support/test-app.js';
import { buildApp } from './app.js';

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
});

beforeEach(() => ctx.reset());

afterAll(() => ctx.close());

const read = (query: string, authorization?: string, app: FastifyInstance = ctx.app) =>
  app.inject({
    method: 'GET',
    url: `/api/ops/outbox${query}`,
    headers: authorization === undefined ? {} : { authorization },
  });
const asOperator = (query: string) => read(query, `Bearer ${TEST_OPERATOR_TOKEN}`);

async function send(to: string, subject: string): Promise<void> {
  await ctx.adapters.mail.mailer.send({ to, subject, text: `${subject} body` });
}

describe('GET /api/ops/outbox', () => {
  it.each([
    ['no Authorization header', undefined],
    ['an empty bearer', 'Bearer '],
    ['a wrong token', `Bearer ${TEST_OPERATOR_TOKEN}x`],
    ['a user session token in its place', 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.sig'],
  ])('answers 401 with %s, and reveals nothing', async (_label, authorization) => {
    await send('ann@example.com', 'Confirm');
    const response = await read('?to=ann@example.com', authorization);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: formatMessage('OPS.TOKEN_REQUIRED') });
  });

  it('checks the operator token before the query: a bad query without it is 401, not 400', async () => {
    const response = await read('?to=not-an-address&limit=0', undefined);
    expect(response.statusCode).toBe(401);
  });

  it('lists the messages to one address, newest first, matching the address without case', async () => {
    await send('Ann@Example.com', 'First');
    await send('bob@example.com', 'Not Ann');
    await send('ann@example.com', 'Second');

    const response = await asOperator('?to=ANN@example.com');
    expect(response.statusCode).toBe(200);
    const messages = response.json() as { to: string; subject: string; text: string }[];
    expect(messages.map((message) => message.subject)).toEqual(['Second', 'First']);
    expect(messages[1]).toMatchObject({ to: 'Ann@Example.com', text: 'First body' });
    expect(Date.parse((messages[0] as unknown as { createdAt: string }).createdAt)).not.toBeNaN();
  });

  it('returns the confirmation e-mail of a signup, link included', async () => {
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: { username: 'Ann', email: 'ann@example.com', password: 'correct horse battery' },
    });
    expect(signup.statusCode).toBe(201);
    await ctx.runJobs();
    const [message] = (await asOperator('?to=ann@example.com')).json() as { text: string }[];
    expect(message?.text).toMatch(/\/auth\/verify-email\?token=[A-Za-z0-9_-]{43}/);
  });

  it('returns at most limit messages, and [] for an address with none', async () => {
    for (const subject of ['1', '2', '3']) await send('ann@example.com', subject);
    const two = (await asOperator('?to=ann@example.com&limit=2')).json() as { subject: string }[];
    expect(two.map((message) => message.subject)).toEqual(['3', '2']);
    expect((await asOperator('?to=nobody@example.com')).json()).toEqual([]);
  });

  it.each([
    ['?to=not-an-address', 'to'],
    ['?limit=2', 'to'],
    ['?to=ann@example.com&limit=0', 'limit'],
    ['?to=ann@example.com&limit=51', 'limit'],
    ['?to=ann@example.com&limit=two', 'limit'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const response = await asOperator(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty(field);
  });

  it('answers 409 when mail goes out by SMTP (no outbox)', async () => {
    const smtpApp = await buildApp({ ...ctx.appDependencies, outbox: null });
    try {
      const response = await read('?to=ann@example.com', `Bearer ${TEST_OPERATOR_TOKEN}`, smtpApp);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(formatMessage('OPS.OUTBOX_UNAVAILABLE'));
    } finally {
      await smtpApp.close();
    }
  });
});
