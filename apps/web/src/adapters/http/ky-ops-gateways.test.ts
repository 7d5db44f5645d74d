import { InMemorySessionStore } from '@netzero/core-fakes';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from './http-client';
import { testSession } from './http-test-kit';
import { KyOpsAuditGateway } from './ky-ops-audit-gateway';
import { KyOpsAuthGateway } from './ky-ops-auth-gateway';
import { KyOpsOperatorsGateway } from './ky-ops-operators-gateway';
import { stubFetch } from './stub-fetch';

const BASE = 'https://shop.example';
const OPERATOR = {
  id: 4,
  username: 'mira',
  email: 'mira@netzero.example',
  enrolled: true,
  disabled: false,
  createdAt: '2026-11-01T09:00:00.000Z',
};

function gateways(token?: string) {
  const stub = stubFetch();
  const store = new InMemorySessionStore();
  if (token) store.setToken(token);
  const session = testSession(store);
  const http = createHttpClient({ baseUrl: BASE, fetch: stub.fetch }, session);
  return {
    stub,
    session,
    auth: new KyOpsAuthGateway(http),
    operators: new KyOpsOperatorsGateway(http),
    audit: new KyOpsAuditGateway(http),
  };
}

describe('the console gateways', () => {
  it('posts the password and reads the challenge; a wrong password keeps no session to end', async () => {
    const { stub, auth, session } = gateways();
    stub.reply(200, { next: 'enrol', ticket: 't-1' });
    expect(await auth.logIn({ email: 'mira@netzero.example', password: 'pw' })).toEqual({
      ok: true,
      value: { next: 'enrol', ticket: 't-1' },
    });
    stub.reply(401, { message: 'Wrong e-mail or password.' }, 'Unauthorized');
    const refused = await auth.logIn({ email: 'mira@netzero.example', password: 'x' });
    expect(refused).toMatchObject({ ok: false, error: { status: 401 } });
    expect(stub.seen[0]).toMatchObject({
      method: 'POST',
      url: `${BASE}/api/ops/auth/login`,
      body: { email: 'mira@netzero.example', password: 'pw' },
    });
    expect(session.rejections).toBe(0);
  });

  it('reads the session with its recovery codes after enrolment, and passes a 429 message on', async () => {
    const { stub, auth } = gateways();
    const reply = { token: 'ops-1', expiresAt: '2026-11-26T18:00:00Z', operator: OPERATOR };
    stub.reply(200, { ...reply, recoveryCodes: ['aaaa-bbbb'] });
    expect(await auth.confirmEnrolment({ ticket: 't', code: '123456' })).toEqual({
      ok: true,
      value: { ...reply, recoveryCodes: ['aaaa-bbbb'] },
    });
    stub.reply(429, { message: 'Too many attempts. Try again in 5 minutes.' });
    expect(await auth.verifyCode({ ticket: 't', code: '000000' })).toMatchObject({
      ok: false,
      error: { status: 429, message: 'Too many attempts. Try again in 5 minutes.' },
    });
    expect(stub.seen.map((seen) => seen.url)).toEqual([
      `${BASE}/api/ops/auth/enrolment/confirm`,
      `${BASE}/api/ops/auth/totp`,
    ]);
  });

  it("ends the operator's session when /api/ops/me answers 401 to its token", async () => {
    const { stub, auth, session } = gateways('ops-1');
    stub.reply(401, { message: 'Sign in again.' });
    await auth.currentOperator();
    expect(stub.seen[0]?.authorization).toBe('Bearer ops-1');
    expect(session.rejections).toBe(1);
    expect(session.store.getToken()).toBeNull();
  });

  it('sends only the audit filters that are set, as the query', async () => {
    const { stub, audit } = gateways('ops-1');
    stub.reply(200, []);
    await audit.list({ action: 'order.refund', targetId: '', beforeId: 40, limit: 50 });
    expect(stub.seen[0]?.url).toBe(
      `${BASE}/api/ops/audit?action=order.refund&beforeId=40&limit=50`,
    );
  });

  it('lists operators and invites one by e-mail', async () => {
    const { stub, operators } = gateways('ops-1');
    stub.reply(200, [OPERATOR]);
    expect(await operators.list()).toEqual({ ok: true, value: [OPERATOR] });
    stub.reply(202, { message: 'Invitation sent.' });
    expect(await operators.invite('new@netzero.example')).toEqual({
      ok: true,
      value: { message: 'Invitation sent.' },
    });
    expect(stub.seen[1]).toMatchObject({ method: 'POST', body: { email: 'new@netzero.example' } });
  });

  it('takes the 204 of sign-out as done', async () => {
    const seen: string[] = [];
    const noContent = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      seen.push(`${request.method} ${request.url} ${request.headers.get('authorization')}`);
      return new Response(null, { status: 204 });
    };
    const store = new InMemorySessionStore();
    store.setToken('ops-1');
    const http = createHttpClient({ baseUrl: BASE, fetch: noContent }, testSession(store));
    expect(await new KyOpsAuthGateway(http).logOut()).toEqual({ ok: true, value: undefined });
    expect(seen).toEqual([`POST ${BASE}/api/ops/auth/logout Bearer ops-1`]);
  });
});
