import { formatMessage } from '@netzero/core';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createOperatorAccount,
  enrolledOperator,
  OPERATOR_PASSWORD,
  post,
  stepOf,
  totpCode,
} from '../test-support/operator-accounts.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// Operator sign-in: password → ticket → enrolment or TOTP / recovery code → ops session, on a
// fixed clock.

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
});
beforeEach(() => ctx.reset());
afterAll(() => ctx.close());

const EMAIL = 'olivia@example.com';
const login = (email = EMAIL, password = OPERATOR_PASSWORD) =>
  post(ctx, '/api/ops/auth/login', { email, password });
const ticketOf = async () => (await login()).json().ticket as string;
const totp = (ticket: string, code: string) => post(ctx, '/api/ops/auth/totp', { ticket, code });

describe('enrolment', () => {
  it('asks a new operator to enrol, shows the secret as a QR code, and confirms with a code', async () => {
    await createOperatorAccount(ctx, EMAIL);
    const first = await login();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ next: 'enrol', ticket: expect.any(String) });
    const { ticket } = first.json();

    const enrolment = await post(ctx, '/api/ops/auth/enrolment', { ticket });
    expect(enrolment.statusCode).toBe(200);
    const { secret, otpauthUri, qrSvg } = enrolment.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(qrSvg).toMatch(/^<svg/);

    const wrong = await post(ctx, '/api/ops/auth/enrolment/confirm', { ticket, code: '000000' });
    expect(wrong.statusCode).toBe(401);
    const code = totpCode(secret, stepOf(ctx));
    const confirmed = await post(ctx, '/api/ops/auth/enrolment/confirm', { ticket, code });
    expect(confirmed.statusCode).toBe(200);
    const session = confirmed.json();
    expect(session.operator).toMatchObject({ email: EMAIL, enrolled: true, disabled: false });
    expect(session.recoveryCodes).toHaveLength(10);
    expect(new Set(session.recoveryCodes).size).toBe(10);
    for (const recovery of session.recoveryCodes)
      expect(recovery).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
    expect(decodeJwt(session.token)).toMatchObject({ scope: 'ops' });
    expect(Date.parse(session.expiresAt) - ctx.clock.now().getTime()).toBe(8 * 3600 * 1000);

    // The confirming code was used: it cannot sign in again.
    expect((await totp(ticket, code)).statusCode).toBe(401);
    expect((await login()).json().next).toBe('totp');
  });

  it('refuses a new enrolment once one is confirmed (409): the password alone cannot add an authenticator', async () => {
    const { secret } = await enrolledOperator(ctx, EMAIL);
    const ticket = await ticketOf();
    const again = await post(ctx, '/api/ops/auth/enrolment', { ticket });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(formatMessage('OPS.ALREADY_ENROLLED'));
    ctx.clock.advance(30_000);
    expect((await totp(ticket, totpCode(secret, stepOf(ctx)))).statusCode).toBe(200);
  });

  it('restarts an unconfirmed enrolment with a new secret, and only the newest one confirms', async () => {
    await createOperatorAccount(ctx, EMAIL);
    const ticket = await ticketOf();
    const first = (await post(ctx, '/api/ops/auth/enrolment', { ticket })).json().secret;
    const second = (await post(ctx, '/api/ops/auth/enrolment', { ticket })).json().secret;
    expect(second).not.toBe(first);
    const stale = totpCode(first, stepOf(ctx));
    const refused = await post(ctx, '/api/ops/auth/enrolment/confirm', { ticket, code: stale });
    expect(refused.statusCode).toBe(401);
  });
});

describe('TOTP codes on a fixed clock', () => {
  it('accepts steps N−1, N and N+1 once each, never N±2, never a step at or before the last', async () => {
    const { secret } = await enrolledOperator(ctx, EMAIL);
    ctx.clock.advance(10 * 30_000);
    const ticket = await ticketOf();
    const n = stepOf(ctx);
    expect((await totp(ticket, totpCode(secret, n - 2))).statusCode).toBe(401);
    expect((await totp(ticket, totpCode(secret, n + 2))).statusCode).toBe(401);
    expect((await totp(ticket, totpCode(secret, n - 1))).statusCode).toBe(200);
    expect((await totp(ticket, totpCode(secret, n - 1))).statusCode).toBe(401);
    const ok = await totp(ticket, totpCode(secret, n));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().recoveryCodes).toBeUndefined();
    const replay = await totp(ticket, totpCode(secret, n));
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(formatMessage('OPS.CODE_INVALID'));
    expect((await totp(ticket, totpCode(secret, n + 1))).statusCode).toBe(200);
    expect((await totp(ticket, totpCode(secret, n))).statusCode).toBe(401);
  });

  it('takes each recovery code once, typed in any case and without its hyphen', async () => {
    const { recoveryCodes } = await enrolledOperator(ctx, EMAIL);
    const ticket = await ticketOf();
    const [code] = recoveryCodes as [string];
    const typed = code.replace('-', '').toLowerCase();
    expect((await totp(ticket, typed)).statusCode).toBe(200);
    expect((await totp(ticket, code)).statusCode).toBe(401);
    expect((await totp(ticket, recoveryCodes[1] ?? '')).statusCode).toBe(200);
  });

  it('refuses a ticket after 5 minutes, and a session or anything else as a ticket', async () => {
    const { secret, token } = await enrolledOperator(ctx, EMAIL);
    const ticket = await ticketOf();
    ctx.clock.advance(5 * 60_000);
    const late = await totp(ticket, totpCode(secret, stepOf(ctx)));
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(formatMessage('OPS.TICKET_INVALID'));
    expect((await totp(token, totpCode(secret, stepOf(ctx)))).statusCode).toBe(401);
    expect((await totp('not-a-ticket', totpCode(secret, stepOf(ctx)))).statusCode).toBe(401);
  });

  it('does not accept a sign-in ticket as a session anywhere', async () => {
    await enrolledOperator(ctx, EMAIL);
    const ticket = await ticketOf();
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/ops/me',
      headers: { authorization: `Bearer ${ticket}` },
    });
    expect(me.statusCode).toBe(401);
    const account = await ctx.app.inject({
      method: 'GET',
      url: '/api/account',
      headers: { authorization: `Bearer ${ticket}` },
    });
    expect(account.statusCode).toBe(401);
  });
});
