import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOperator } from '../test-support/operator-session.js';
import { signedInUser } from '../test-support/signed-in-user.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// Issue 19: every operator route checks the role before anything else. The routes are collected
// from the app's own route table as they are registered, so a route added later by anyone is
// tested without being listed here; only the public sign-in steps are let through, by name.

const PUBLIC_SIGN_IN = new Set([
  'POST /api/ops/auth/login',
  'POST /api/ops/auth/enrolment',
  'POST /api/ops/auth/enrolment/confirm',
  'POST /api/ops/auth/totp',
  'POST /api/ops/auth/invitation',
]);

const isOperatorRoute = (url: string) => url.startsWith('/api/ops/') || url === '/metrics';

let ctx: TestApp;
const routes: { method: string; url: string }[] = [];
/** Every /api/ops route, the public sign-in steps too, with its OpenAPI tags. */
const documented: { name: string; tags: readonly string[] }[] = [];

function collect(route: RouteOptions) {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  for (const method of methods) {
    // Fastify adds a HEAD route for every GET; its GET is the one tested.
    if (method === 'HEAD' || !isOperatorRoute(route.url)) continue;
    const tags = (route.schema as { tags?: readonly string[] } | undefined)?.tags ?? [];
    documented.push({ name: `${method} ${route.url}`, tags });
    if (PUBLIC_SIGN_IN.has(`${method} ${route.url}`)) continue;
    routes.push({ method, url: route.url });
  }
}

beforeAll(async () => {
  ctx = await createTestApp({}, {}, { onRoute: collect });
});
afterAll(() => ctx.close());

/**
 * The route's path with every parameter set to an id no record has: an operator's request must
 * not change what the next requests see (disabling account 1 would log the buyer out).
 */
const concrete = (url: string) => url.replace(/:[^/]+/g, '999999');

async function send(route: { method: string; url: string }, headers: Record<string, string>) {
  return ctx.app.inject({
    method: route.method as 'GET',
    url: concrete(route.url),
    headers,
    // An invalid body (and no query): authorization must answer before validation does.
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: { invalid: true } }),
  });
}

describe('the operator route table', () => {
  it('holds the known operator routes', () => {
    const names = routes.map((route) => `${route.method} ${route.url}`);
    expect(names.length).toBeGreaterThan(5);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /metrics',
        'GET /api/ops/outbox',
        'GET /api/ops/jobs',
        'GET /api/ops/refunds',
        'GET /api/ops/disputes',
        'GET /api/ops/me',
        'POST /api/ops/auth/logout',
      ]),
    );
  });

  it('documents every operator route in the OpenAPI document under the tag Operations', () => {
    expect(documented.length).toBeGreaterThan(routes.length);
    const untagged = documented.filter(({ tags }) => !tags.includes('Operations'));
    expect(untagged.map(({ name }) => name)).toEqual([]);
  });

  it('answers every operator route 401 without a token, 403 to a buyer, and lets an operator through', async () => {
    const buyer = await signedInUser(ctx, 'buyer');
    const operator = await signedInOperator(ctx);
    const failures: string[] = [];
    // Logout ends the operator's sessions, so it goes last.
    const ordered = [...routes].sort(
      (a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')),
    );
    for (const route of ordered) {
      const name = `${route.method} ${route.url}`;
      const anonymous = await send(route, {});
      if (anonymous.statusCode !== 401)
        failures.push(`${name} anonymous → ${anonymous.statusCode}`);
      const asBuyer = await send(route, buyer.headers);
      if (asBuyer.statusCode !== 403) failures.push(`${name} buyer → ${asBuyer.statusCode}`);
      const asOperator = await send(route, operator.headers);
      if ([401, 403].includes(asOperator.statusCode) || asOperator.statusCode >= 500) {
        failures.push(`${name} operator → ${asOperator.statusCode} ${asOperator.body}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
