import { formatMessage } from '@netzero/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Mailer } from '../services/ports/mailer.port.js';
import { createTestApp, TEST_OPERATOR_TOKEN, type TestApp } from '../test-support/test-app.js';

// GET /api/ops/jobs: the queue as operators see it; a mail that can never be sent ends dead here.

const refusing: Mailer = {
  async send() {
    throw new Error('550 mailbox unavailable');
  },
};

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp({ mailer: refusing });
});
beforeEach(() => ctx.reset());
afterAll(() => ctx.close());

const read = (query: string, authorization?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/ops/jobs${query}`,
    headers: authorization === undefined ? {} : { authorization },
  });
const asOperator = (query: string) => read(query, `Bearer ${TEST_OPERATOR_TOKEN}`);

async function signupAnn(): Promise<void> {
  const signup = await ctx.app.inject({
    method: 'POST',
    url: '/auth/signup',
    payload: { username: 'Ann', email: 'ann@example.com', password: 'correct horse battery' },
  });
  expect(signup.statusCode).toBe(201);
}

describe('GET /api/ops/jobs', () => {
  it.each([
    ['no Authorization header', undefined],
    ['an empty bearer', 'Bearer '],
    ['a wrong token', `Bearer ${TEST_OPERATOR_TOKEN}x`],
  ])('answers 401 with %s, before validating the query', async (_label, authorization) => {
    for (const query of ['?status=dead', '?status=nonsense&limit=-1']) {
      const response = await read(query, authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: formatMessage('OPS.TOKEN_REQUIRED') });
    }
  });

  it('answers 400 to an unknown status for an operator', async () => {
    expect((await asOperator('?status=nonsense')).statusCode).toBe(400);
  });

  it('lists a queued mail, then the dead one after its last attempt, with its error', async () => {
    await signupAnn();
    const queued = (await asOperator('')).json();
    expect(queued).toEqual([
      expect.objectContaining({
        kind: 'send-mail',
        status: 'queued',
        attempts: 0,
        lastError: null,
      }),
    ]);
    expect(queued[0]).not.toHaveProperty('payload'); // e-mails carry sign-in links
    for (let attempt = 0; attempt < 8; attempt++) {
      await ctx.runJobs();
      ctx.clock.advance(60 * 60 * 1000);
    }
    const response = await asOperator('?status=dead');
    expect(response.statusCode).toBe(200);
    const [dead] = response.json();
    expect(dead).toMatchObject({
      kind: 'send-mail',
      status: 'dead',
      attempts: 8,
      maxAttempts: 8,
      lastError: '550 mailbox unavailable',
    });
    expect(Date.parse(dead.runAt)).not.toBeNaN();
    expect(Date.parse(dead.finishedAt)).not.toBeNaN();
    expect((await asOperator('?status=queued')).json()).toEqual([]);
  });
});
