import { formatMessage } from '@netzero/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, users } from '../persistence/schema.js';
import {
  createOperatorAccount,
  post,
  stepOf,
  totpCode,
} from '../test-support/operator-accounts.js';
import { signedInOperator } from '../test-support/operator-session.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// Operators invite operators: an e-mailed single-use link creates a new operator account, which
// then enrols its authenticator.

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
});
beforeEach(() => ctx.reset());
afterAll(() => ctx.close());

const INVITEE = 'ivy@example.com';
const PASSWORD = 'a long enough password';

async function invite(email = INVITEE) {
  const operator = await signedInOperator(ctx, 'olivia');
  const response = await post(ctx, '/api/ops/operators', { email }, operator.headers.authorization);
  return { operator, response };
}

/** The token of the newest invitation e-mailed to `email`. */
async function invitationToken(email = INVITEE): Promise<string> {
  await ctx.runJobs();
  const [mail] = (await ctx.adapters.mail.outbox?.sentTo(email, 1)) ?? [];
  const token = mail?.text.match(/\/ops\/invitation\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no invitation link in ${mail?.text}`);
  return token;
}

const accept = (token: string, username = 'ivy') =>
  post(ctx, '/api/ops/auth/invitation', { token, username, password: PASSWORD });

describe('inviting an operator', () => {
  it('e-mails a single-use link, audited, and lists the operators', async () => {
    const { operator, response } = await invite();
    expect(response.statusCode).toBe(202);
    expect(response.json().message).toBe(formatMessage('OPS.INVITATION_SENT', { email: INVITEE }));
    await ctx.runJobs();
    const [mail] = (await ctx.adapters.mail.outbox?.sentTo(INVITEE, 1)) ?? [];
    expect(mail?.text).toContain('http://localhost:8080/ops/invitation?token=');
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'operator.invite'));
    expect(entry).toMatchObject({ actorUserId: operator.userId, after: { email: INVITEE } });

    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/ops/operators',
      headers: operator.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({ email: 'olivia@example.com', enrolled: true, disabled: false }),
    ]);
  });

  it('refuses an address that already has an account (409)', async () => {
    await createOperatorAccount(ctx, 'bob@example.com', 'buyer');
    const { response } = await invite('BOB@example.com');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(formatMessage('OPS.EMAIL_HAS_ACCOUNT'));
  });
});

describe('accepting an invitation', () => {
  it('creates the operator once and goes on to enrolment', async () => {
    await invite();
    const token = await invitationToken();
    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toEqual({ next: 'enrol', ticket: expect.any(String) });
    const [row] = await ctx.db.select().from(users).where(eq(users.email, INVITEE));
    expect(row).toMatchObject({ role: 'operator', username: 'ivy' });
    expect(row?.emailVerifiedAt).not.toBeNull();

    const { ticket } = accepted.json();
    const { secret } = (await post(ctx, '/api/ops/auth/enrolment', { ticket })).json();
    const code = totpCode(secret, stepOf(ctx));
    const session = await post(ctx, '/api/ops/auth/enrolment/confirm', { ticket, code });
    expect(session.statusCode).toBe(200);
    expect(session.json().operator).toMatchObject({ email: INVITEE, enrolled: true });

    const again = await accept(token, 'ivy2');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(formatMessage('OPS.INVITATION_INVALID'));
  });

  it('keeps the invitation open when the username is taken', async () => {
    await createOperatorAccount(ctx, 'taken@example.com', 'buyer');
    await invite();
    const token = await invitationToken();
    const taken = await accept(token, 'taken');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(formatMessage('OPS.USERNAME_TAKEN'));
    expect((await accept(token, 'ivy')).statusCode).toBe(201);
  });

  it('refuses an expired or unknown invitation', async () => {
    await invite();
    const token = await invitationToken();
    ctx.clock.advance(72 * 3600 * 1000);
    expect((await accept(token)).statusCode).toBe(400);
    expect((await accept('x'.repeat(43))).statusCode).toBe(400);
  });
});
