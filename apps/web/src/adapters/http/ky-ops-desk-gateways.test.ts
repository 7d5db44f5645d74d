import { describe, expect, it } from 'vitest';
import { createHttpClient } from './http-client';
import { testSession } from './http-test-kit';
import { KyOpsEnquiriesGateway } from './ky-ops-enquiries-gateway';
import { KyOpsInvestmentsGateway } from './ky-ops-investments-gateway';
import { KyOpsMailJobsGateway } from './ky-ops-mail-jobs-gateway';
import { KyOpsOverviewGateway } from './ky-ops-overview-gateway';
import { stubFetch } from './stub-fetch';

const BASE = 'https://shop.example';

function client() {
  const stub = stubFetch();
  return { stub, http: createHttpClient({ baseUrl: BASE, fetch: stub.fetch }, testSession()) };
}

const ENQUIRY = {
  id: 7,
  name: 'Asha Rao',
  organization: 'Green Mills',
  email: 'asha@example.com',
  phoneNumber: '9876543210',
  status: 'answered',
  enquiry: 'Can we buy 500 tonnes?',
  createdAt: '2026-11-21T09:00:00.000Z',
  updatedAt: '2026-11-22T09:00:00.000Z',
  notes: [],
  replies: [],
};
const JOB = {
  id: 9,
  kind: 'send-mail',
  status: 'queued',
  attempts: 0,
  maxAttempts: 8,
  lastError: 'SMTP refused',
  runAt: '2026-11-22T09:00:00.000Z',
  createdAt: '2026-11-22T08:00:00.000Z',
  finishedAt: null,
};

describe('the console desk gateways', () => {
  it('lists enquiries with only the given filters, replies, and changes a status', async () => {
    const { stub, http } = client();
    const enquiries = new KyOpsEnquiriesGateway(http);
    stub.reply(200, {
      items: [],
      total: 0,
      page: 2,
      pageSize: 25,
      counts: { new: 0, in_progress: 0, answered: 0 },
    });
    const page = await enquiries.list({ status: 'new', page: 2, pageSize: 25 });
    expect(page.ok).toBe(true);
    stub.reply(200, ENQUIRY);
    expect(await enquiries.reply(7, { subject: ' ', body: 'Yes' })).toEqual({
      ok: true,
      value: ENQUIRY,
    });
    stub.reply(200, ENQUIRY);
    await enquiries.setStatus(7, 'answered');
    expect(stub.seen).toEqual([
      expect.objectContaining({
        method: 'GET',
        url: `${BASE}/api/ops/enquiries?status=new&page=2&pageSize=25`,
      }),
      expect.objectContaining({
        method: 'POST',
        url: `${BASE}/api/ops/enquiries/7/reply`,
        body: { body: 'Yes' },
      }),
      expect.objectContaining({
        method: 'PATCH',
        url: `${BASE}/api/ops/enquiries/7`,
        body: { status: 'answered' },
      }),
    ]);
  });

  it('reads an investment page and posts a note', async () => {
    const { stub, http } = client();
    const investments = new KyOpsInvestmentsGateway(http);
    stub.reply(201, {
      id: 1,
      authorUserId: 4,
      author: 'mira@example.com',
      body: 'Called',
      createdAt: '2026-11-22T10:00:00.000Z',
    });
    expect((await investments.addNote(12, 'Called')).ok).toBe(true);
    expect(stub.seen[0]).toMatchObject({
      method: 'POST',
      url: `${BASE}/api/ops/investments/12/notes`,
      body: { body: 'Called' },
    });
  });

  it('pages the outbox, lists jobs and retries one', async () => {
    const { stub, http } = client();
    const mailJobs = new KyOpsMailJobsGateway(http);
    stub.reply(200, { items: [], nextBeforeId: null });
    await mailJobs.outbox({ beforeId: 40, limit: 25 });
    stub.reply(200, [JOB]);
    expect(await mailJobs.jobs({ status: 'dead', limit: 100 })).toEqual({ ok: true, value: [JOB] });
    stub.reply(200, JOB);
    expect(await mailJobs.retry(9)).toEqual({ ok: true, value: JOB });
    expect(stub.seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      `GET ${BASE}/api/ops/outbox/messages?beforeId=40&limit=25`,
      `GET ${BASE}/api/ops/jobs?status=dead&limit=100`,
      `POST ${BASE}/api/ops/jobs/9/retry`,
    ]);
  });

  it('reads an overview the contract does not describe as an invalid reply', async () => {
    const { stub, http } = client();
    stub.reply(200, { sales: {} });
    expect(await new KyOpsOverviewGateway(http).overview()).toEqual({
      ok: false,
      error: { kind: 'invalid-reply', status: 200 },
    });
  });
});
