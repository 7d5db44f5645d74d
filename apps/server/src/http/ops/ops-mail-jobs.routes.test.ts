import { formatMessage } from '@netzero/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, jobs } from '../../persistence/schema.js';
import { type OperatorSession, signedInOperator } from '../../test-support/operator-session.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { buildApp } from '../app.js';

let ctx: TestApp;
let operator: OperatorSession;

beforeAll(async () => {
  ctx = await createTestApp();
});
beforeEach(async () => {
  await ctx.reset();
  operator = await signedInOperator(ctx);
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: operator.headers });
const retry = (id: number | string) =>
  ctx.app.inject({ method: 'POST', url: `/api/ops/jobs/${id}/retry`, headers: operator.headers });
const mail = (to: string, subject: string, html?: string) =>
  ctx.adapters.mail.mailer.send({ to, subject, text: `${subject} text`, ...(html && { html }) });

describe('the operator guard on the mail & jobs routes', () => {
  it.each([
    ['GET', '/api/ops/outbox/messages?limit=0'],
    ['GET', '/api/ops/outbox/1'],
    ['POST', '/api/ops/jobs/1/retry'],
  ] as const)('answers %s %s 401 without an operator', async (method, url) => {
    expect((await ctx.app.inject({ method, url })).statusCode).toBe(401);
  });
});

describe('GET /api/ops/outbox/messages', () => {
  it('lists the whole outbox newest first without bodies, by address, paged by id', async () => {
    await mail('ann@example.com', 'One', '<p>One</p>');
    await mail('bob@example.com', 'Two');
    await mail('Ann@Example.com', 'Three');
    const all = (await get('/api/ops/outbox/messages')).json();
    expect(all.items.map((m: { subject: string }) => m.subject)).toEqual(['Three', 'Two', 'One']);
    expect(all.items[2]).toEqual({
      id: expect.any(Number),
      to: 'ann@example.com',
      subject: 'One',
      hasHtml: true,
      createdAt: expect.any(String),
    });
    expect(all.nextBeforeId).toBeNull();
    const ann = (await get('/api/ops/outbox/messages?to=ANN@example.com')).json();
    expect(ann.items.map((m: { subject: string }) => m.subject)).toEqual(['Three', 'One']);
    const first = (await get('/api/ops/outbox/messages?limit=2')).json();
    expect(first.items).toHaveLength(2);
    const rest = (
      await get(`/api/ops/outbox/messages?limit=2&beforeId=${first.nextBeforeId}`)
    ).json();
    expect(rest.items.map((m: { subject: string }) => m.subject)).toEqual(['One']);
  });

  it.each([
    ['?to=nobody', 'to'],
    ['?limit=51', 'limit'],
    ['?beforeId=0', 'beforeId'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const response = await get(`/api/ops/outbox/messages${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty(field);
  });

  it('keeps GET /api/ops/outbox?to= as it was', async () => {
    await mail('ann@example.com', 'One');
    const old = (await get('/api/ops/outbox?to=ann@example.com')).json();
    expect(old).toEqual([expect.objectContaining({ subject: 'One', text: 'One text' })]);
  });

  it('answers 409 when mail goes out by SMTP', async () => {
    const smtpApp = await buildApp({ ...ctx.appDependencies, outbox: null });
    try {
      for (const url of ['/api/ops/outbox/messages', '/api/ops/outbox/1']) {
        const response = await smtpApp.inject({ method: 'GET', url, headers: operator.headers });
        expect(response.statusCode).toBe(409);
      }
    } finally {
      await smtpApp.close();
    }
  });
});

describe('GET /api/ops/outbox/:id', () => {
  it('reads one message with its text and HTML, 404 for an unknown id', async () => {
    await mail('ann@example.com', 'One', '<p>One</p>');
    const [listed] = (await get('/api/ops/outbox/messages')).json().items;
    const found = await get(`/api/ops/outbox/${listed.id}`);
    expect(found.json()).toMatchObject({
      to: 'ann@example.com',
      text: 'One text',
      html: '<p>One</p>',
    });
    const missing = await get('/api/ops/outbox/999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: formatMessage('OPS.MESSAGE_NOT_FOUND') });
    expect((await get('/api/ops/outbox/abc')).json().errors).toHaveProperty('id');
  });
});

describe('POST /api/ops/jobs/:id/retry', () => {
  async function deadJob(): Promise<number> {
    await ctx.adapters.jobs.enqueue({
      kind: 'send-mail',
      payload: { to: 'ann@example.com', subject: 'Hi', text: 'Hi' },
      maxAttempts: 1,
    });
    const [claimed] = await ctx.adapters.jobs.claim(1, ctx.clock.now(), 60_000);
    if (!claimed) throw new Error('no job claimed');
    await ctx.adapters.jobs.fail(claimed, 'SMTP refused', ctx.clock.now());
    return claimed.id;
  }

  it('queues a dead job again with its attempts reset, audited, and it then runs', async () => {
    const id = await deadJob();
    const response = await retry(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, status: 'queued', attempts: 0, finishedAt: null });
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'job.retry'));
    expect(entry).toMatchObject({
      targetType: 'job',
      targetId: String(id),
      before: { status: 'dead', attempts: 1, lastError: 'SMTP refused' },
      after: { status: 'queued', attempts: 0 },
    });
    expect(await ctx.runJobs()).toBe(1);
    const [job] = await ctx.db.select().from(jobs).where(eq(jobs.id, id));
    expect(job?.status).toBe('done');
  });

  it('answers 409 for a job that is not dead, 404 for an unknown one, 400 for a bad id', async () => {
    await ctx.adapters.jobs.enqueue({
      kind: 'send-mail',
      payload: { to: 'ann@example.com', subject: 'Hi', text: 'Hi' },
    });
    const [queued] = await ctx.db.select().from(jobs);
    const conflict = await retry(queued?.id ?? 0);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({
      message: formatMessage('OPS.JOB_NOT_DEAD', { status: 'queued' }),
    });
    expect((await retry(999)).statusCode).toBe(404);
    expect((await retry('x')).json().errors).toHaveProperty('id');
    expect(await ctx.db.select().from(auditLog)).toEqual([]);
  });
});
