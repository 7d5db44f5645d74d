import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailTokens, outboxEmails, users } from '../persistence/schema.js';
import { hashLinkToken } from '../services/accounts/link-tokens.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// The account routes end to end: HTTP in, database and outbox out.

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
});

beforeEach(() => ctx.reset());

afterAll(() => ctx.close());

const ANN = { username: 'Ann', email: 'Ann@Example.com', password: 'correct horse battery' };

const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });
const signup = (body: object = ANN) => post('/auth/signup', body);
const login = (username: string, password: string) => post('/auth/login', { username, password });
const confirmReset = (payload: object) => post('/auth/reset-password/confirm', payload);
const verify = (query: string) =>
  ctx.app.inject({ method: 'GET', url: `/auth/verify-email${query}` });

/** The token of the link in the newest e-mail to an address. */
async function linkFromOutbox(to: string): Promise<string> {
  await ctx.runJobs();
  const rows = await ctx.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, to));
  return /token=([A-Za-z0-9_-]{43})/.exec(rows.at(-1)?.textBody ?? '')?.[1] ?? 'no-link-in-outbox';
}

const userRow = async (username = 'Ann') =>
  (await ctx.db.select().from(users).where(eq(users.username, username)))[0];

describe('POST /auth/signup', () => {
  it('creates the account (201) with a session token and e-mails a confirmation link', async () => {
    const response = await signup();
    expect(response.statusCode).toBe(201);
    const body = response.json();
    const user = await userRow();
    expect(body).toEqual({
      message: 'Signup successful. We have sent you an e-mail to confirm your address.',
      data: { token: expect.any(String), userId: user?.id },
    });
    expect(decodeJwt(body.data.token)).toMatchObject({ sub: String(user?.id), userId: user?.id });
    expect(user).toMatchObject({ email: 'Ann@Example.com', emailVerifiedAt: null });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);

    await ctx.runJobs();
    const [mail] = await ctx.db.select().from(outboxEmails);
    expect(mail?.toAddress).toBe('Ann@Example.com');
    const token = await linkFromOutbox('Ann@Example.com');
    expect(mail?.textBody).toContain(`http://localhost:8080/auth/verify-email?token=${token}`);
    const [stored] = await ctx.db.select().from(emailTokens);
    expect(stored).toMatchObject({
      userId: user?.id,
      purpose: 'verify_email',
      tokenHash: hashLinkToken(token),
      expiresAt: new Date(ctx.clock.now().getTime() + 24 * 3600_000),
      usedAt: null,
    });
  });

  it('answers 409 for a username or e-mail already used in any case, creating nothing', async () => {
    await signup();
    for (const clash of [
      { ...ANN, username: 'ANN', email: 'new@example.com' },
      { ...ANN, username: 'ann.new', email: 'ann@EXAMPLE.com' },
    ]) {
      const response = await signup(clash);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'An account with this username or email already exists.',
      });
    }
    expect(await ctx.db.select().from(users)).toHaveLength(1);
    await ctx.runJobs();
    expect(await ctx.db.select().from(outboxEmails)).toHaveLength(1);
  });

  it('lets only one of two concurrent signups with one name win', async () => {
    const statuses = await Promise.all([
      signup({ ...ANN, email: 'one@example.com' }),
      signup({ ...ANN, username: 'ann', email: 'two@example.com' }),
    ]);
    expect(statuses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await ctx.db.select().from(users)).toHaveLength(1);
  });

  it('answers 400 with a message per invalid field', async () => {
    const response = await signup({ username: 'a', email: 'not-an-email', password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Please correct the highlighted fields.',
      errors: {
        username: 'Username must be 3–40 letters, digits, dots, underscores or hyphens.',
        email: 'Please enter a valid email address.',
        password: 'Password must be at least 8 characters.',
      },
    });
    expect(await ctx.db.select().from(users)).toHaveLength(0);
  });
});

describe('GET /auth/verify-email', () => {
  it('confirms the address and redirects to /Login?verified=1; the link then no longer works', async () => {
    await signup();
    const token = await linkFromOutbox(ANN.email);
    const first = await verify(`?token=${token}`);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/Login?verified=1');
    expect((await userRow())?.emailVerifiedAt).toEqual(ctx.clock.now());

    const again = await verify(`?token=${token}`);
    expect(again.headers.location).toBe('/Login?verified=0');
  });

  it('redirects to /Login?verified=0 for a missing, mangled, repeated or unknown token', async () => {
    await signup();
    const token = await linkFromOutbox(ANN.email);
    for (const query of [
      '',
      '?token=',
      `?token=${token.slice(1)}`,
      `?token=${token}&token=${token}`,
      `?token=${'A'.repeat(43)}`,
      `?token=${'x'.repeat(5000)}`,
    ]) {
      const response = await verify(query);
      expect(response.statusCode, query).toBe(302);
      expect(response.headers.location, query).toBe('/Login?verified=0');
    }
    expect((await userRow())?.emailVerifiedAt).toBeNull();
  });

  it('refuses the link after 24 hours', async () => {
    await signup();
    const token = await linkFromOutbox(ANN.email);
    ctx.clock.advance(24 * 3600_000);
    expect((await verify(`?token=${token}`)).headers.location).toBe('/Login?verified=0');
    expect((await userRow())?.emailVerifiedAt).toBeNull();
  });
});

describe('POST /auth/login', () => {
  beforeEach(() => signup());

  it('logs in by username or e-mail address, in any case, with a session for the account', async () => {
    const id = (await userRow())?.id;
    for (const name of ['Ann', 'ann', ' ANN ', 'ann@example.com', 'ANN@Example.COM']) {
      const response = await login(name, ANN.password);
      expect(response.statusCode, name).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        message: 'Login successful.',
        data: { token: expect.any(String), userId: id },
      });
      expect(decodeJwt(body.data.token).userId).toBe(id);
    }
  });

  it('answers 401 "Invalid username or password" for a wrong password', async () => {
    const response = await login('Ann', 'Correct horse battery');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid username or password' });
  });

  it('answers 400 with per-field messages when a field is missing', async () => {
    const response = await post('/auth/login', { username: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      username: 'Username is required.',
      password: expect.any(String),
    });
  });
});

describe('POST /auth/reset-password and /auth/reset-password/confirm', () => {
  beforeEach(() => signup());

  it('e-mails a reset link; opening it sets the new password and confirms the address', async () => {
    const asked = await post('/auth/reset-password', {
      email: 'ann@example.com',
      newPassword: 'a brand new secret',
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({
      message:
        'If an account uses that e-mail, we have sent it a link. Your new password takes effect when you open it.',
    });
    const token = await linkFromOutbox(ANN.email);
    await ctx.runJobs();
    const mails = await ctx.db.select().from(outboxEmails);
    expect(mails.at(-1)?.textBody).toContain(`http://localhost:8080/ResetPassword?token=${token}`);

    const opened = await confirmReset({ token, newPassword: 'a brand new secret' });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ message: 'Password reset successfully! Please log in.' });
    expect((await login('Ann', 'a brand new secret')).statusCode).toBe(200);
    expect((await login('Ann', ANN.password)).statusCode).toBe(401);
    expect((await userRow())?.emailVerifiedAt).toEqual(ctx.clock.now());
    const [stored] = await ctx.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.purpose, 'reset_password'));
    expect(stored?.usedAt).toEqual(ctx.clock.now());
  });

  it('answers 400 with the mismatch message for another new password; the link then still works', async () => {
    await post('/auth/reset-password', { email: ANN.email, newPassword: 'a brand new secret' });
    const token = await linkFromOutbox(ANN.email);
    const before = await userRow();

    const wrong = await confirmReset({ token, newPassword: 'a brand new secreT' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message:
        'This is not the new password you asked for. Type the same new password as in the reset form.',
    });
    expect(await userRow()).toEqual(before);
    const [open] = await ctx.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.purpose, 'reset_password'));
    expect(open?.usedAt).toBeNull();
    expect((await login('Ann', ANN.password)).statusCode).toBe(200);
    expect((await login('Ann', 'a brand new secreT')).statusCode).toBe(401);

    const right = await confirmReset({ token, newPassword: 'a brand new secret' });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ message: 'Password reset successfully! Please log in.' });
    expect((await login('Ann', 'a brand new secret')).statusCode).toBe(200);
    expect((await login('Ann', ANN.password)).statusCode).toBe(401);
  });

  it('lets only one of two concurrent openings of a link succeed', async () => {
    await post('/auth/reset-password', { email: ANN.email, newPassword: 'a brand new secret' });
    const payload = { token: await linkFromOutbox(ANN.email), newPassword: 'a brand new secret' };
    const both = await Promise.all([confirmReset(payload), confirmReset(payload)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect((await login('Ann', 'a brand new secret')).statusCode).toBe(200);
  });

  it('answers 400 for an unknown link, and for a malformed one with a field message', async () => {
    const unknown = await confirmReset({
      token: 'B'.repeat(43),
      newPassword: 'a brand new secret',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: 'This reset link is invalid or has expired. Please ask for a new one.',
    });
    const malformed = await confirmReset({ token: 'short', newPassword: 'a brand new secret' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ token: 'This link is not valid.' });
  });

  it('answers 400 with a field message when the new password is missing or empty, using nothing', async () => {
    await post('/auth/reset-password', { email: ANN.email, newPassword: 'a brand new secret' });
    const token = await linkFromOutbox(ANN.email);
    const before = await userRow();

    const missing = await confirmReset({ token });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message: 'Please correct the highlighted fields.',
      errors: { newPassword: expect.any(String) },
    });
    const empty = await confirmReset({ token, newPassword: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      message: 'Please correct the highlighted fields.',
      errors: { newPassword: 'Please type your new password again.' },
    });
    const neither = await confirmReset({});
    expect(neither.statusCode).toBe(400);
    expect(Object.keys(neither.json().errors).sort()).toEqual(['newPassword', 'token']);

    expect(await userRow()).toEqual(before);
    const [open] = await ctx.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.purpose, 'reset_password'));
    expect(open?.usedAt).toBeNull();
    expect((await confirmReset({ token, newPassword: 'a brand new secret' })).statusCode).toBe(200);
  });

  it('answers 400 with per-field messages for an invalid reset request, storing nothing', async () => {
    const response = await post('/auth/reset-password', { email: 'nope', newPassword: 'short' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'newPassword']);
    expect(
      await ctx.db.select().from(emailTokens).where(eq(emailTokens.purpose, 'reset_password')),
    ).toHaveLength(0);
  });
});
