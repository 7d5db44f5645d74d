import { formatMessage } from '@netzero/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DrizzleEnquiryInbox } from '../../persistence/drizzle-enquiry-inbox.js';
import { auditLog, enquiries, jobs, users } from '../../persistence/schema.js';
import { type OperatorSession, signedInOperator } from '../../test-support/operator-session.js';
import { createTestApp, TEST_OPERATOR_TOKEN, type TestApp } from '../../test-support/test-app.js';

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

/** Requests as one operator's own session (notes are signed by its account). */
const asOperator = (session: OperatorSession) => ({
  inject: (request: { method: 'POST'; url: string; payload: object }) =>
    ctx.app.inject({ ...request, headers: session.headers }),
});

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 9));

async function seed(): Promise<number[]> {
  const rows = await ctx.db
    .insert(enquiries)
    .values(
      [
        {
          name: 'Asha Rao',
          organization: 'Green Mills',
          email: 'asha@example.com',
          createdAt: day(1),
        },
        {
          name: 'Ravi Kumar',
          organization: 'Blue 50% Ltd',
          email: 'ravi@example.com',
          createdAt: day(2),
          status: 'in_progress' as const,
        },
        {
          name: 'Mia Chen',
          organization: 'Solar Co',
          email: 'mia@green.example',
          createdAt: day(3),
          status: 'answered' as const,
        },
      ].map((e) => ({ ...e, phoneNumber: '9876543210', enquiry: `Question from ${e.name}` })),
    )
    .returning({ id: enquiries.id });
  return rows.map((row) => row.id);
}

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: operator.headers });
const send = (method: 'PATCH' | 'POST', url: string, payload: unknown) =>
  ctx.app.inject({ method, url, headers: operator.headers, payload: payload as object });

describe('the operator guard on /api/ops/enquiries', () => {
  it.each([
    ['GET', '/api/ops/enquiries?status=bogus'],
    ['GET', '/api/ops/enquiries/1'],
    ['PATCH', '/api/ops/enquiries/1'],
    ['POST', '/api/ops/enquiries/1/notes'],
    ['POST', '/api/ops/enquiries/1/reply'],
  ] as const)('answers %s %s 401 without an operator, before validating', async (method, url) => {
    const response = await ctx.app.inject({
      method,
      url,
      payload: method === 'GET' ? undefined : {},
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/ops/enquiries', () => {
  it('lists newest first with every status count, filters, searches and pages', async () => {
    const [a, r, m] = await seed();
    const all = (await get('/api/ops/enquiries')).json();
    expect(all.items.map((e: { id: number }) => e.id)).toEqual([m, r, a]);
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(all.counts).toEqual({ new: 1, in_progress: 1, answered: 1 });
    expect(all.items[2]).toMatchObject({
      name: 'Asha Rao',
      organization: 'Green Mills',
      email: 'asha@example.com',
      status: 'new',
      excerpt: 'Question from Asha Rao',
    });

    const fresh = (await get('/api/ops/enquiries?status=new')).json();
    expect(fresh.items.map((e: { id: number }) => e.id)).toEqual([a]);
    expect(fresh.total).toBe(1);
    expect(fresh.counts).toEqual({ new: 1, in_progress: 1, answered: 1 });

    const green = (await get('/api/ops/enquiries?q=GREEN')).json();
    expect(green.items.map((e: { id: number }) => e.id)).toEqual([m, a]);
    expect(green.counts).toEqual({ new: 1, in_progress: 0, answered: 1 });
    // LIKE's wildcards are searched for as themselves.
    const percent = (await get('/api/ops/enquiries?q=50%25')).json();
    expect(percent.items.map((e: { id: number }) => e.id)).toEqual([r]);

    const second = (await get('/api/ops/enquiries?page=2&pageSize=2')).json();
    expect(second.items.map((e: { id: number }) => e.id)).toEqual([a]);
    expect(second.total).toBe(3);
  });

  it.each([
    ['?status=closed', 'status'],
    ['?page=0', 'page'],
    ['?pageSize=101', 'pageSize'],
    [`?q=${'x'.repeat(101)}`, 'q'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const response = await get(`/api/ops/enquiries${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty(field);
  });
});

describe('GET /api/ops/enquiries/:id', () => {
  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    const missing = await get('/api/ops/enquiries/999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: formatMessage('OPS.ENQUIRY_NOT_FOUND') });
    const bad = await get('/api/ops/enquiries/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('id');
  });
});

describe('PATCH /api/ops/enquiries/:id', () => {
  it('changes the status and audits it before/after', async () => {
    const [a] = await seed();
    const response = await send('PATCH', `/api/ops/enquiries/${a}`, { status: 'in_progress' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: a, status: 'in_progress', notes: [], replies: [] });
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'enquiry.status'));
    expect(entries).toEqual([
      expect.objectContaining({
        targetType: 'enquiry',
        targetId: String(a),
        before: { status: 'new' },
        after: { status: 'in_progress' },
      }),
    ]);
  });

  it('answers 400 for an unknown status and 404 for an unknown enquiry', async () => {
    const [a] = await seed();
    const bad = await send('PATCH', `/api/ops/enquiries/${a}`, { status: 'closed' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('status');
    const missing = await send('PATCH', '/api/ops/enquiries/999', { status: 'answered' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /api/ops/enquiries/:id/reply', () => {
  it('queues the e-mail to the enquirer, marks it answered and keeps the reply in the audit log', async () => {
    const [a] = await seed();
    const response = await send('POST', `/api/ops/enquiries/${a}/reply`, {
      body: 'Yes, we can.\n\nBest, the team',
    });
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail.status).toBe('answered');
    expect(detail.replies).toEqual([
      expect.objectContaining({
        to: 'asha@example.com',
        subject: `Re: your enquiry to NetZero Market (#${a})`,
        body: 'Yes, we can.\n\nBest, the team',
      }),
    ]);
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'enquiry.reply'));
    expect(entry).toMatchObject({ targetId: String(a), before: { status: 'new' } });
    await ctx.runJobs();
    const [mail] = (await ctx.adapters.mail.outbox?.sentTo('asha@example.com', 5)) ?? [];
    expect(mail?.text).toContain('Yes, we can.');
    expect(mail?.text).toContain('Question from Asha Rao');
  });

  it('takes a subject, and answers 400 for an empty body and 404 for an unknown enquiry', async () => {
    const [a] = await seed();
    const withSubject = await send('POST', `/api/ops/enquiries/${a}/reply`, {
      subject: 'Your 500 tonnes',
      body: 'Hello',
    });
    expect(withSubject.json().replies[0].subject).toBe('Your 500 tonnes');
    const empty = await send('POST', `/api/ops/enquiries/${a}/reply`, { body: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toHaveProperty('body');
    const missing = await send('POST', '/api/ops/enquiries/999/reply', { body: 'Hello' });
    expect(missing.statusCode).toBe(404);
  });

  it('writes no job, no status and no audit entry when the reply cannot be rendered', async () => {
    const [a = 0] = await seed();
    const inbox = new DrizzleEnquiryInbox(ctx.db);
    const actor = { userId: null, label: 'test' };
    const failing = () => {
      throw new Error('render failed');
    };
    await expect(inbox.reply(a, failing, actor, ctx.clock.now())).rejects.toThrow('render failed');
    const [row] = await ctx.db.select().from(enquiries).where(eq(enquiries.id, a));
    expect(row?.status).toBe('new');
    expect(await ctx.db.select().from(jobs).where(eq(jobs.kind, 'send-mail'))).toEqual([]);
    expect(await ctx.db.select().from(auditLog)).toEqual([]);
  });
});

describe('POST /api/ops/enquiries/:id/notes', () => {
  it('adds a note signed by the operator account, audited, listed with the enquiry', async () => {
    const [a] = await seed();
    const account = await signedInOperator(ctx, 'ops');
    const app = asOperator(account);
    const url = `/api/ops/enquiries/${a}/notes`;
    const response = await app.inject({ method: 'POST', url, payload: { body: 'Call back' } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ author: account.email, body: 'Call back' });
    const detail = (await get(`/api/ops/enquiries/${a}`)).json();
    expect(detail.notes).toEqual([
      expect.objectContaining({ body: 'Call back', authorUserId: account.userId }),
    ]);
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'enquiry.note'), eq(auditLog.targetId, String(a))));
    expect(entries).toEqual([expect.objectContaining({ actorUserId: account.userId })]);

    const empty = await app.inject({ method: 'POST', url, payload: { body: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toHaveProperty('body');
    const missing = await app.inject({
      method: 'POST',
      url: '/api/ops/enquiries/999/notes',
      payload: { body: 'x' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses the machine token: a note is signed by an operator session', async () => {
    const [a] = await seed();
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/ops/enquiries/${a}/notes`,
      headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
      payload: { body: 'Call back' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('a new enquiry from the home page', () => {
  it('e-mails every active operator with the enquiry and its console link', async () => {
    await ctx.db.insert(users).values([
      { username: 'ops', email: 'ops@example.com', passwordHash: 'x', role: 'operator' },
      { username: 'buyer', email: 'buyer@example.com', passwordHash: 'x' },
    ]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/questionnaires',
      payload: {
        name: 'Asha Rao',
        organization: 'Green Mills',
        phoneNumber: '9876543210',
        email: 'asha@example.com',
        enquiry: 'Can we buy 500 tonnes a year?',
      },
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    await ctx.runJobs();
    const outbox = ctx.adapters.mail.outbox;
    const [notice] = (await outbox?.sentTo('ops@example.com', 5)) ?? [];
    expect(notice?.subject).toBe(`New enquiry #${id} from Asha Rao (Green Mills)`);
    expect(notice?.text).toContain('Can we buy 500 tonnes a year?');
    expect(notice?.text).toContain('asha@example.com');
    expect(notice?.text).toContain(`http://localhost:8080/ops/enquiries/${id}`);
    expect(await outbox?.sentTo('buyer@example.com', 5)).toEqual([]);
    expect(await outbox?.sentTo('asha@example.com', 5)).toHaveLength(1);
  });
});
