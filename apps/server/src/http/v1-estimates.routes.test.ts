import { V1Estimate } from '@netzero/contract';
import { estimateApiLines } from '@netzero/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiEstimates } from '../persistence/schema.js';
import { type ApiAccount, anotherApiKey, apiAccount } from '../test-support/api-keys.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let ctx: TestApp;
let alice: ApiAccount;

beforeAll(async () => {
  ctx = await createTestApp();
});
beforeEach(async () => {
  await ctx.reset();
  alice = await apiAccount(ctx, 'alice');
});
afterAll(() => ctx.close());

const TRIP_AND_STAY = [
  { type: 'flight', km: 5570, from: 'LHR', to: 'JFK' },
  { type: 'hotel', nights: 10, stars: 4 },
] as const;

const create = (payload: unknown, headers: Record<string, string> = alice.apiHeaders) =>
  ctx.app.inject({ method: 'POST', url: '/v1/estimates', headers, payload: payload as object });
const read = (id: string, headers: Record<string, string> = alice.apiHeaders) =>
  ctx.app.inject({ url: `/v1/estimates/${id}`, headers });

describe('POST /v1/estimates', () => {
  it('estimates a flight and a hotel stay with the core’s figures and keeps the lines', async () => {
    const response = await create({ lines: TRIP_AND_STAY });
    expect(response.statusCode, response.body).toBe(201);
    const estimate = V1Estimate.parse(response.json());
    const expected = estimateApiLines([
      { type: 'flight', km: 5570, from: 'LHR', to: 'JFK' },
      { type: 'hotel', nights: 10, stars: 4, energy: 0 },
    ]);
    expect(estimate).toMatchObject({
      object: 'estimate',
      mode: 'test',
      totalGrams: expected.totalGrams,
      totalTonnes: expected.totalTonnes,
      tonnesToOffset: 2,
    });
    // 5570 km × 150 g = 835,500 g; 10 × 4 × 10,000 g = 400,000 g: 1.2355 t, so 2 to buy.
    expect(estimate.totalGrams).toBe(1_235_500);
    expect(estimate.lines.map((line) => line.grams)).toEqual([835_500, 400_000]);
    expect(estimate.lines[1]?.input).toEqual({ type: 'hotel', nights: 10, stars: 4, energy: 0 });
    expect(estimate.lines[0]?.factors).toEqual(expected.lines[0]?.factors);
    const rows = await ctx.db.select().from(apiEstimates);
    expect(rows).toMatchObject([
      { id: estimate.id, userId: alice.userId, mode: 'test', totalGrams: 1_235_500 },
    ]);
  });

  it('refuses invalid lines with per-field errors', async () => {
    const response = await create({
      lines: [
        { type: 'flight', km: -1 },
        { type: 'hotel', nights: 2, stars: 6 },
        { type: 'spaceship', km: 1 },
      ],
    });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json();
    expect(errors['lines.0.km']).toBe('km must be 0 or more.');
    expect(errors['lines.1.stars']).toBe('stars must be a whole number from 1 to 5.');
    expect(Object.keys(errors)).toContain('lines.2.type');
    expect((await create({ lines: [] })).json().errors).toEqual({
      lines: 'Send at least one line.',
    });
    // A NUL in a place label would be refused by PostgreSQL: the contract names the field first.
    const nul = await create({ lines: [{ type: 'car', km: 10, from: 'Pune\u0000' }] });
    expect(nul.json().errors).toEqual({
      'lines.0.from': 'Please remove control characters from this field.',
    });
    expect(await ctx.db.select().from(apiEstimates)).toEqual([]);
  });

  it('takes a publishable key, answers CORS for any origin, and preflights without a key', async () => {
    const publishable = await anotherApiKey(ctx, alice.userId, { kind: 'publishable' });
    const created = await create({ lines: TRIP_AND_STAY }, publishable.apiHeaders);
    expect(created.statusCode).toBe(201);
    expect(created.headers['access-control-allow-origin']).toBe('*');
    const { id } = created.json();
    expect((await read(id, publishable.apiHeaders)).statusCode).toBe(200);

    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/v1/estimates',
      headers: {
        origin: 'https://shop.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'authorization, content-type, idempotency-key',
    });
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    // A refusal is readable cross-origin too, so the widget can show its message.
    const refused = await create({ lines: TRIP_AND_STAY }, {});
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe('*');
    // Only the estimates answer other origins.
    const projects = await ctx.app.inject({ url: '/v1/projects', headers: alice.apiHeaders });
    expect(projects.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses no key and a session token with 401, before validating', async () => {
    expect((await create({ lines: 'nonsense' }, {})).statusCode).toBe(401);
    const session = await create({ lines: TRIP_AND_STAY }, alice.headers);
    expect(session.statusCode).toBe(401);
    expect(session.json().message).toMatch(/sign-in token/);
  });
});

describe('GET /v1/estimates/{id}', () => {
  it('answers the same estimate to the account’s keys of the same mode', async () => {
    const created = (await create({ lines: TRIP_AND_STAY })).json();
    const other = await anotherApiKey(ctx, alice.userId, { mode: 'test' });
    const response = await read(created.id, other.apiHeaders);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(created);
  });

  it('hides another account’s estimate and the other mode’s with 404', async () => {
    const created = (await create({ lines: TRIP_AND_STAY })).json();
    const bob = await apiAccount(ctx, 'bob');
    const byBob = await read(created.id, bob.apiHeaders);
    expect(byBob.statusCode).toBe(404);
    expect(byBob.json().message).toMatch(/No estimate with this id/);
    const live = await anotherApiKey(ctx, alice.userId, { mode: 'live' });
    expect((await read(created.id, live.apiHeaders)).statusCode).toBe(404);
    const liveEstimate = (await create({ lines: TRIP_AND_STAY }, live.apiHeaders)).json();
    expect(liveEstimate.mode).toBe('live');
    expect((await read(liveEstimate.id)).statusCode).toBe(404);
  });

  it('refuses a malformed id with a per-field error', async () => {
    const response = await read('ord_123');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ id: 'Expected an id like est_…' });
  });
});
