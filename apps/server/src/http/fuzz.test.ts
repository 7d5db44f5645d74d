import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseSnapshot } from '../test-support/database-snapshot.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// Thousands of random and malformed requests to every documented route: the server must answer
// each with a status below 500 and a JSON error body, and the database must not change.
// Rate-limit counters are bookkeeping of attempts, not data, so they are left out of the snapshot.

type Operation = { method: string; path: string; bodyKeys: string[] };

let ctx: TestApp;
let token: string;
let operations: Operation[];

beforeAll(async () => {
  ctx = await createTestApp();
  const signup = await ctx.app.inject({
    method: 'POST',
    url: '/auth/signup',
    payload: { username: 'fuzzer', email: 'fuzzer@example.com', password: 'correct horse battery' },
  });
  token = signup.json().data.token;
  const spec = ctx.app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        { requestBody?: { content?: Record<string, { schema?: { properties?: object } }> } }
      >
    >;
  };
  operations = Object.entries(spec.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      bodyKeys: Object.keys(
        op.requestBody?.content?.['application/json']?.schema?.properties ?? {},
      ),
    })),
  );
});

afterAll(() => ctx.close());

const jsonValue = fc.jsonValue({ maxDepth: 3 });
const pathSegment = fc.oneof(
  fc.integer({ min: -5, max: 3_000_000_000 }).map(String),
  fc.string({ minLength: 1, maxLength: 12 }).map(encodeURIComponent),
  fc.constantFrom('0', '1', '7', '-1', '1.5', 'NaN', '%00', '..', 'null'),
);

type Body = { raw: string; type: string };

/**
 * A body no route accepts: broken JSON, a non-JSON content type, a JSON value that is not an
 * object, or an object with the route's keys holding arrays or objects (no field takes those).
 */
function malformedBody(op: Operation): fc.Arbitrary<Body> {
  const nested = fc.oneof(
    fc.array(jsonValue, { maxLength: 3 }),
    fc.dictionary(fc.string(), jsonValue),
  );
  const wrongValues =
    op.bodyKeys.length > 0
      ? fc.record(Object.fromEntries(op.bodyKeys.map((key) => [key, nested])))
      : fc.constant({ unexpected: [] });
  return fc.oneof(
    wrongValues.map((value) => ({ raw: JSON.stringify(value), type: 'application/json' })),
    fc
      .oneof(
        fc.array(jsonValue, { maxLength: 3 }),
        fc.string(),
        fc.double(),
        fc.boolean(),
        fc.constant(null),
      )
      .map((value) => ({ raw: JSON.stringify(value), type: 'application/json' })),
    fc.string({ maxLength: 40 }).map((raw) => ({ raw: `{${raw}`, type: 'application/json' })),
    fc.string({ maxLength: 40 }).map((raw) => ({ raw, type: 'text/plain' })),
  );
}

/** Any body: random JSON, or an object with the route's keys and random values (may be valid). */
function randomBody(op: Operation): fc.Arbitrary<Body> {
  const rightKeys = fc.record(Object.fromEntries(op.bodyKeys.map((key) => [key, jsonValue])), {
    requiredKeys: [],
  });
  return fc
    .oneof(jsonValue, rightKeys)
    .map((value) => ({ raw: JSON.stringify(value), type: 'application/json' }));
}

const hasBody = (method: string) => method !== 'GET' && method !== 'DELETE';

/** Sends one request built from generated parts and checks the answer is a 4xx/2xx with JSON errors. */
async function sendAndCheck(
  op: Operation,
  body: Body,
  segments: string[],
  withToken: boolean,
  query: Record<string, string>,
): Promise<void> {
  let i = 0;
  const url = op.path.replace(/\{[^}]+\}/g, () => segments[i++] ?? '1');
  const response = await ctx.app.inject({
    method: op.method as 'GET',
    url,
    query,
    headers: {
      ...(withToken ? { authorization: `Bearer ${token}` } : {}),
      ...(hasBody(op.method) ? { 'content-type': body.type } : {}),
    },
    ...(hasBody(op.method) ? { payload: body.raw } : {}),
  });
  expect(response.statusCode, `${op.method} ${url} ${body.raw} → ${response.body}`).toBeLessThan(
    500,
  );
  if (response.statusCode >= 400) expect(typeof response.json().message).toBe('string');
}

const requestParts = (body: fc.Arbitrary<Body>) =>
  fc.tuple(
    body,
    fc.array(pathSegment, { minLength: 3, maxLength: 3 }),
    fc.boolean(),
    fc.dictionary(
      fc.constantFrom('token', 'page', 'size', 'q', 'productId', 'from', 'to', 'mode'),
      fc.oneof(
        fc.string({ maxLength: 8 }),
        fc.constantFrom('Car', 'Flight', 'city:1275339', 'airport:BOM', 'google:x'),
      ),
    ),
  );

describe('every route under random and malformed input', () => {
  it('documents the routes it fuzzes', () => {
    expect(operations.length).toBeGreaterThanOrEqual(12);
  });

  it('answers malformed input with 4xx and leaves the database unchanged', async () => {
    const before = await databaseSnapshot(ctx.db, ['rate_limit_hits']);
    for (const op of operations) {
      await fc.assert(
        fc.asyncProperty(requestParts(malformedBody(op)), (parts) => sendAndCheck(op, ...parts)),
        { numRuns: 200 },
      );
    }
    expect(await databaseSnapshot(ctx.db, ['rate_limit_hits'])).toEqual(before);
  }, 300_000);

  it('never answers 5xx to random input, valid or not', async () => {
    for (const op of operations) {
      await fc.assert(
        fc.asyncProperty(requestParts(randomBody(op)), (parts) => sendAndCheck(op, ...parts)),
        { numRuns: 100 },
      );
    }
  }, 300_000);
});
