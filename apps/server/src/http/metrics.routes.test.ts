import { formatMessage } from '@netzero/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_OPERATOR_TOKEN, type TestApp } from '../test-support/test-app.js';

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(() => ctx.close());

const scrape = (authorization?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization === undefined ? {} : { authorization },
  });

/** The value of one sample line of the exposition, e.g. a counter with its labels. */
function sample(text: string, series: string): number | null {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? null : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it.each([
    ['no Authorization header', undefined],
    ['a wrong token', `Bearer ${TEST_OPERATOR_TOKEN}x`],
  ])('answers 401 with %s, and shows nothing', async (_label, authorization) => {
    const response = await scrape(authorization);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: formatMessage('OPS.TOKEN_REQUIRED') });
  });

  it('counts answers by route pattern, method and status, with their durations', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/products' });
    await ctx.app.inject({ method: 'GET', url: '/api/products' });
    await ctx.app.inject({ method: 'GET', url: '/api/certificates/no-such-certificate' });
    await ctx.app.inject({ method: 'GET', url: '/api/no/such/route/42' });
    const response = await scrape(`Bearer ${TEST_OPERATOR_TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(
      sample(text, 'http_requests_total{route="/api/products",method="GET",status="200"}'),
    ).toBe(2);
    // The pattern, not the id: one series however many certificates are asked for.
    expect(
      sample(text, 'http_requests_total{route="/api/certificates/:id",method="GET",status="404"}'),
    ).toBe(1);
    expect(sample(text, 'http_requests_total{route="unmatched",method="GET",status="404"}')).toBe(
      1,
    );
    expect(
      sample(text, 'http_request_duration_seconds_count{route="/api/products",method="GET"}'),
    ).toBe(2);
    // The shared queue as the database holds it now: nothing waiting yet.
    expect(sample(text, 'jobs{status="queued"}')).toBe(0);
    expect(sample(text, 'jobs{status="dead"}')).toBe(0);
    // Node's own process metrics come with them.
    expect(text).toContain('process_cpu_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('reports the job queue by status at each scrape', async () => {
    const mail = { to: 'ann@example.com', subject: 'Hello', text: 'Hello' };
    await ctx.adapters.jobs.enqueue({ kind: 'send-mail', payload: mail });
    await ctx.adapters.jobs.enqueue({ kind: 'send-mail', payload: mail });
    const text = (await scrape(`Bearer ${TEST_OPERATOR_TOKEN}`)).body;
    expect(sample(text, 'jobs{status="queued"}')).toBe(2);
    await ctx.runJobs();
    const after = (await scrape(`Bearer ${TEST_OPERATOR_TOKEN}`)).body;
    expect(sample(after, 'jobs{status="queued"}')).toBe(0);
    expect(sample(after, 'jobs{status="done"}')).toBe(2);
  });
});
