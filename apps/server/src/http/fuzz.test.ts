import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '../persistence/schema.js';
import { anotherApiKey } from '../test-support/api-keys.js';
import { databaseSnapshot } from '../test-support/database-snapshot.js';
import { signedInOperator } from '../test-support/operator-session.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// Thousands of random and malformed requests to every documented route: the server must answer
// each with a status below 500 and a JSON error body, and the database must not change.
// Rate-limit counters are bookkeeping of attempts, not data, so they are left out of the snapshot.

type Operation = {
  method: string;
  path: string;
  bodyKeys: string[];
  /** The body's fields, query parameters and path parameters that take text. */
  text: { body: string[]; query: string[]; path: string[] };
};

type Schema = { type?: string; anyOf?: Schema[]; oneOf?: Schema[] };
type Parameter = { in: string; name: string; schema?: Schema };
const takesText = (schema: Schema | undefined): boolean =>
  schema?.type === 'string' || [...(schema?.anyOf ?? []), ...(schema?.oneOf ?? [])].some(takesText);

let ctx: TestApp;
let token: string;
let userId: number;
/** The Authorization of /v1 calls: a test API key (a session token would stop them at the guard). */
let apiAuthorization: string;
let operations: Operation[];

// They take no input but a numeric id, so a random body ('{}' among them) can be a real call that
// ends the fuzzer's session or revokes its API key (id 1), and every later authenticated route
// would only answer 401; account.routes.test.ts and developer-keys.routes.test.ts cover them.
const ENDS_ACCESS = new Set([
  'POST /api/account/logout-everywhere',
  'POST /api/developers/keys/{id}/revoke',
]);
const keepsTheSession = (op: Operation) => !ENDS_ACCESS.has(`${op.method} ${op.path}`);

beforeAll(async () => {
  ctx = await createTestApp();
  const signup = await ctx.app.inject({
    method: 'POST',
    url: '/auth/signup',
    payload: { username: 'fuzzer', email: 'fuzzer@example.com', password: 'correct horse battery' },
  });
  token = signup.json().data.token;
  userId = signup.json().data.userId;
  // Used once now, so that recording its use (at most once a minute; the test clock stands still)
  // writes nothing later.
  apiAuthorization = (await anotherApiKey(ctx, userId)).apiHeaders.authorization;
  await ctx.app.inject({ url: '/v1/projects', headers: { authorization: apiAuthorization } });
  const spec = ctx.app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        {
          requestBody?: {
            content?: Record<string, { schema?: { properties?: Record<string, Schema> } }>;
          };
          parameters?: Parameter[];
        }
      >
    >;
  };
  operations = Object.entries(spec.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const properties = op.requestBody?.content?.['application/json']?.schema?.properties ?? {};
      const textParameters = (where: string) =>
        (op.parameters ?? [])
          .filter((parameter) => parameter.in === where && takesText(parameter.schema))
          .map((parameter) => parameter.name);
      return {
        method: method.toUpperCase(),
        path,
        bodyKeys: Object.keys(properties),
        text: {
          body: Object.keys(properties).filter((key) => takesText(properties[key])),
          query: textParameters('query'),
          path: textParameters('path'),
        },
      };
    }),
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
  const isV1 = op.path.startsWith('/v1/');
  // A key may make 100 calls a minute: its counter starts again, so every call reaches the route.
  if (isV1) await ctx.db.delete(rateLimitHits);
  const response = await ctx.app.inject({
    method: op.method as 'GET',
    url,
    query,
    headers: {
      ...(withToken ? { authorization: isV1 ? apiAuthorization : `Bearer ${token}` } : {}),
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
    for (const op of operations.filter(keepsTheSession)) {
      await fc.assert(
        fc.asyncProperty(requestParts(malformedBody(op)), (parts) => sendAndCheck(op, ...parts)),
        { numRuns: 200 },
      );
    }
    expect(await databaseSnapshot(ctx.db, ['rate_limit_hits'])).toEqual(before);
  }, 300_000);

  it('never answers 5xx to random input, valid or not', async () => {
    for (const op of operations.filter(keepsTheSession)) {
      await fc.assert(
        fc.asyncProperty(requestParts(randomBody(op)), (parts) => sendAndCheck(op, ...parts)),
        { numRuns: 100 },
      );
    }
  }, 300_000);
});

// Control characters: C0 (but tab and line breaks, which text areas take), DEL and C1 are refused
// by every text field; text around them is anything, line and paragraph separators included.
const REFUSED = fc.constantFrom(
  ...['\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f'],
  ...['\u007f', '\u0080', '\u0085', '\u009f'],
);
const anyText = fc
  .string({ unit: 'binary', maxLength: 6 })
  .map((text) => text.replace(/\p{Cs}/gu, '\ufffd'));
const withControl = (refused: fc.Arbitrary<string>) =>
  fc
    .tuple(anyText, refused, anyText)
    // Inside the text: a field that trims takes a vertical tab at either end away harmlessly.
    .map(([before, control, after]) => `${before}x${control}x${after}`);
/** In a body an unpaired surrogate too (JSON carries it escaped; it is not text PostgreSQL takes). */
const bodyText = withControl(fc.oneof(REFUSED, fc.constantFrom('\ud800', '\udfff')));
/** In an address only what a URL can carry (an unpaired surrogate cannot be percent-encoded). */
const urlText = withControl(REFUSED);

// Let through on purpose: a login password is only compared (one no signup could set just fails),
// and a mangled e-mail link token still redirects, to /Login?verified=0.
const LET_THROUGH = new Set([
  'POST /auth/login body.password',
  'POST /api/ops/auth/login body.password',
  'GET /auth/verify-email query.token',
]);

/** Each part of the request in turn holds control characters in every text field it has. */
function controlCharacterRequests(op: Operation) {
  const parts = (['body', 'query', 'path'] as const).filter((part) => op.text[part].length > 0);
  const fields = (names: string[], text: fc.Arbitrary<string>) =>
    fc.record(Object.fromEntries(names.map((name) => [name, text])));
  return fc.oneof(
    ...parts.map((part) =>
      fields(op.text[part], part === 'body' ? bodyText : urlText).map((values) => ({
        part,
        values,
      })),
    ),
  );
}

describe('control characters in every text field and parameter', () => {
  it('are refused with 400, naming each field, and nothing is written', async () => {
    // The random bodies before may have used up a limited route's attempts (5 account deletions
    // per 15 minutes): a 429 names no field, so each field here starts with its attempts.
    await ctx.db.delete(rateLimitHits);
    const operator = await signedInOperator(ctx);
    // /v1 takes API keys, never the session: a key per /v1 operation (a key may make 100 calls a
    // minute), each used once now so that recording its use changes nothing after the snapshot.
    const apiKeys = new Map<string, string>();
    for (const op of operations.filter((op) => op.path.startsWith('/v1/'))) {
      const { apiHeaders } = await anotherApiKey(ctx, userId);
      await ctx.app.inject({ url: '/v1/projects', headers: apiHeaders });
      apiKeys.set(`${op.method} ${op.path}`, apiHeaders.authorization);
    }
    const before = await databaseSnapshot(ctx.db, ['rate_limit_hits']);
    const named = new Set<string>();
    const expected = new Set<string>();
    for (const op of operations) {
      const name = `${op.method} ${op.path}`;
      for (const part of ['body', 'query', 'path'] as const)
        for (const field of op.text[part])
          if (!LET_THROUGH.has(`${name} ${part}.${field}`))
            expected.add(`${name} ${part}.${field}`);
      if (op.text.body.length + op.text.query.length + op.text.path.length === 0) continue;
      await fc.assert(
        fc.asyncProperty(controlCharacterRequests(op), async ({ part, values }) => {
          const url = op.path.replace(/\{([^}]+)\}/g, (_, param: string) =>
            encodeURIComponent(part === 'path' ? (values[param] ?? '1') : '1'),
          );
          const isOps = /^\/(api\/ops|metrics)/.test(op.path);
          const response = await ctx.app.inject({
            method: op.method as 'GET',
            url,
            query: part === 'query' ? values : {},
            headers: isOps
              ? operator.headers
              : { authorization: apiKeys.get(name) ?? `Bearer ${token}` },
            ...(part === 'body' ? { payload: values } : {}),
          });
          const what = `${name} ${JSON.stringify(values)} → ${response.statusCode} ${response.body}`;
          expect(response.statusCode, what).toBeLessThan(500);
          if (response.statusCode < 300) {
            // Only what is let through on purpose may succeed.
            expect(
              Object.keys(values).every((field) => LET_THROUGH.has(`${name} ${part}.${field}`)),
              what,
            ).toBe(true);
            return;
          }
          if (response.statusCode >= 400)
            expect(typeof response.json().message, what).toBe('string');
          if (response.statusCode !== 400) return;
          const errors: Record<string, string> = response.json().errors ?? {};
          for (const field of Object.keys(values)) {
            if (LET_THROUGH.has(`${name} ${part}.${field}`)) continue;
            expect(errors[field], `${field}: ${what}`).toBeTypeOf('string');
            named.add(`${name} ${part}.${field}`);
          }
        }),
        { numRuns: 40 },
      );
    }
    expect([...expected].filter((field) => !named.has(field))).toEqual([]);
    expect(await databaseSnapshot(ctx.db, ['rate_limit_hits'])).toEqual(before);
  }, 300_000);
});

describe('a NUL byte (issue 17 finding 5: it was a 500)', () => {
  it('in a login username, or an enquiry name and text, is a 400 naming the field', async () => {
    const refused = 'Please remove control characters from this field.';
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'a\u0000b', password: 'whatever it is' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().errors).toEqual({ username: refused });
    const enquiry = await ctx.app.inject({
      method: 'POST',
      url: '/api/questionnaires',
      payload: {
        name: 'Ann\u0000Lee',
        organization: 'NetZero',
        phoneNumber: '0123456789',
        email: 'ann@example.com',
        enquiry: 'Hello,\nabout offsets\u0000 for our fleet.',
      },
    });
    expect(enquiry.statusCode).toBe(400);
    expect(enquiry.json().errors).toEqual({ name: refused, enquiry: refused });
  });
});
