import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { composeServer } from '../composition-root.js';
import { loadConfig } from '../config.js';
import { emailTokens, jobs, outboxEmails, users } from '../persistence/schema.js';
import {
  LOGIN_FAILURES_PER_IP,
  RESET_PER_EMAIL,
  RESET_PER_IP,
  SIGNUP_PER_IP,
} from '../services/accounts/auth-rate-limits.js';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../test-support/test-app.js';
import { buildApp } from './app.js';
import { authGuard } from './auth-guard.js';

// The security requirements of issue 3, each with a test: password storage, logs, JWT checks,
// the e-mailed reset link, login errors, rate limits and security headers.

let ctx: TestApp;
/** A second app on the same database: traces every request into `logLines` and trusts a proxy. */
let loggedApp: FastifyInstance;
const logLines: string[] = [];
/** A throwaway route behind the real auth guard, so the JWT checks need no other route. */
let guarded: FastifyInstance;
/** The same server with the login delay recorded rather than waited out. */
let throttled: FastifyInstance;
const loginDelays: number[] = [];

const TTL_SECONDS = loadConfig({}).jwtTtlSeconds;

beforeAll(async () => {
  ctx = await createTestApp();
  loggedApp = await buildApp(ctx.appDependencies, {
    logger: { level: 'trace', stream: { write: (line: string) => void logLines.push(line) } },
    trustProxy: true,
  });
  guarded = Fastify();
  guarded.decorateRequest('userId', 0);
  guarded.get(
    '/private',
    { preHandler: authGuard(ctx.appDependencies.sessions) },
    async (request) => ({ userId: request.userId }),
  );
  const loginDelay = { wait: async (ms: number) => void loginDelays.push(ms) };
  throttled = (await composeServer(ctx.config, { ...ctx.adapters, loginDelay })).app;
});

beforeEach(async () => {
  await ctx.reset();
  logLines.length = 0;
  loginDelays.length = 0;
});

afterAll(async () => {
  await throttled.close();
  await guarded.close();
  await loggedApp.close();
  await ctx.close();
});

const PASSWORD = 'Zq7!unique-plain-password';
const NEW_PASSWORD = 'Yw3!another-plain-password';
const WRONG_PASSWORD = 'Xv5!mistyped-plain-password';
const ANN = { username: 'ann', email: 'ann@example.com', password: PASSWORD };

type Inject = { app?: FastifyInstance; ip?: string };
const post = (url: string, payload: object, { app = ctx.app, ip = '127.0.0.1' }: Inject = {}) =>
  app.inject({ method: 'POST', url, payload, remoteAddress: ip });
const signup = (body: object = ANN, options?: Inject) => post('/auth/signup', body, options);
const login = (username: string, password: string, options?: Inject) =>
  post('/auth/login', { username, password }, options);
const askReset = (email: string, newPassword = NEW_PASSWORD, options?: Inject) =>
  post('/auth/reset-password', { email, newPassword }, options);
const confirmReset = (token: string, newPassword = NEW_PASSWORD, options?: Inject) =>
  post('/auth/reset-password/confirm', { token, newPassword }, options);
const LINK_INVALID = 'This reset link is invalid or has expired. Please ask for a new one.';
const PASSWORD_MISMATCH =
  'This is not the new password you asked for. Type the same new password as in the reset form.';

const resetLinks = async () => {
  await ctx.runJobs();
  return (await ctx.db.select().from(outboxEmails).orderBy(outboxEmails.id))
    .map((mail) => /\/ResetPassword\?token=([A-Za-z0-9_-]{43})/.exec(mail.textBody)?.[1])
    .filter((token): token is string => token !== undefined);
};

const annRow = async () => (await ctx.db.select().from(users).where(eq(users.username, 'ann')))[0];
const storedHash = async () => (await annRow())?.passwordHash;

describe('password storage', () => {
  it('stores argon2id (m=19456, t=2) and the plain password nowhere: not in the database, not in the logs', async () => {
    const options = { app: loggedApp };
    expect((await signup(ANN, options)).statusCode).toBe(201);
    expect((await login('ann', PASSWORD, options)).statusCode).toBe(200);
    expect((await login('ann', NEW_PASSWORD, options)).statusCode).toBe(401);
    expect((await askReset('ann@example.com', NEW_PASSWORD, options)).statusCode).toBe(200);
    expect((await askReset('nobody@example.com', NEW_PASSWORD, options)).statusCode).toBe(200);
    const [token = ''] = await resetLinks();
    expect((await confirmReset(token, WRONG_PASSWORD, options)).statusCode).toBe(400);
    expect((await confirmReset(token, NEW_PASSWORD, options)).statusCode).toBe(200);
    expect((await login('ann', NEW_PASSWORD, options)).statusCode).toBe(200);

    const hash = await storedHash();
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(hash).toContain('m=19456');
    expect(hash).toContain('t=2');
    await ctx.runJobs();
    const database = JSON.stringify([
      await ctx.db.select().from(users),
      await ctx.db.select().from(emailTokens),
      await ctx.db.select().from(outboxEmails),
      await ctx.db.select().from(jobs),
    ]);
    expect(logLines.length).toBeGreaterThan(10); // the requests were traced
    for (const secret of [PASSWORD, NEW_PASSWORD, WRONG_PASSWORD]) {
      expect(database).not.toContain(secret);
      expect(logLines.join('\n')).not.toContain(secret);
    }
  });
});

describe('session tokens on an authenticated route', () => {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = () => {
    const now = Math.floor(ctx.clock.now().getTime() / 1000);
    return { sub: '1', userId: 1, iat: now, exp: now + 3600 };
  };
  const hmac = (header: object, hash: 'sha256' | 'sha512', secret = TEST_JWT_SECRET) => {
    const input = `${b64(header)}.${b64(claims())}`;
    return `${input}.${createHmac(hash, secret).update(input).digest('base64url')}`;
  };
  const get = (token: string) =>
    guarded.inject({
      method: 'GET',
      url: '/private',
      headers: { authorization: `Bearer ${token}` },
    });

  it('lets a token from signup through, as its user', async () => {
    const { token, userId } = (await signup()).json().data;
    const response = await get(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userId });
  });

  it.each([
    ['alg none', () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims())}.`],
    ['HS512 with the right secret', () => hmac({ alg: 'HS512', typ: 'JWT' }, 'sha512')],
    ['an RS256 header with an HMAC signature', () => hmac({ alg: 'RS256', typ: 'JWT' }, 'sha256')],
    ['a bad signature', () => hmac({ alg: 'HS256', typ: 'JWT' }, 'sha256', `${TEST_JWT_SECRET}x`)],
    ['garbage', () => 'not.a.token'],
  ])('answers 401 to %s', async (_name, make) => {
    const response = await get(make());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please log in to continue.' });
  });

  it('answers 401 once the token has expired, and to no token at all', async () => {
    const { token } = (await signup()).json().data;
    ctx.clock.advance(TTL_SECONDS * 1000);
    expect((await get(token)).statusCode).toBe(401);
    expect((await guarded.inject({ method: 'GET', url: '/private' })).statusCode).toBe(401);
  });
});

describe('password reset by e-mailed link', () => {
  beforeEach(() => signup());

  it('answers registered and unregistered addresses identically; only the registered one gets mail', async () => {
    const registered = await askReset('ann@example.com');
    const unregistered = await askReset('stranger@example.com');
    expect(unregistered.statusCode).toBe(registered.statusCode);
    expect(unregistered.body).toBe(registered.body);
    expect(unregistered.headers['content-type']).toBe(registered.headers['content-type']);
    await ctx.runJobs();
    const mails = await ctx.db.select().from(outboxEmails);
    expect(mails.map((mail) => mail.toAddress)).toEqual(['ann@example.com', 'ann@example.com']);
    expect(await resetLinks()).toHaveLength(1);
  });

  it('runs the same SQL statements for a registered and an unregistered address', async () => {
    // Drizzle logs every statement through its session's logger, and a transaction's through the
    // logger in the options its session is made with: record both for one request.
    type Logger = { logQuery(query: string): void };
    const session = (ctx.db as unknown as { session: { logger: Logger; options: object } }).session;
    const statementsOf = async (email: string) => {
      const saved = { logger: session.logger, options: session.options };
      const seen: string[] = [];
      const logger: Logger = { logQuery: (query) => void seen.push(query) };
      session.logger = logger;
      session.options = { ...saved.options, logger };
      try {
        expect((await askReset(email)).statusCode).toBe(200);
      } finally {
        Object.assign(session, saved);
      }
      return seen;
    };
    const registered = await statementsOf('ann@example.com');
    const unregistered = await statementsOf('stranger@example.com');
    expect(unregistered).toEqual(registered);
    expect(registered.filter((query) => query.startsWith('insert into "jobs"'))).toHaveLength(1);
    // The link and its e-mail come from the job, only for the registered address.
    expect(await resetLinks()).toHaveLength(1);
  });

  it('changes nothing until the link is opened; the link works once', async () => {
    const before = await storedHash();
    await askReset('ann@example.com');
    expect(await storedHash()).toBe(before);
    expect((await login('ann', PASSWORD)).statusCode).toBe(200);
    expect((await login('ann', NEW_PASSWORD)).statusCode).toBe(401);

    const [token = ''] = await resetLinks();
    expect((await confirmReset(token)).statusCode).toBe(200);
    expect(await storedHash()).not.toBe(before);
    expect((await login('ann', NEW_PASSWORD)).statusCode).toBe(200);
    const replay = await confirmReset(token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(LINK_INVALID);
  });

  it('applies nothing when the opener types another new password; the link stays usable', async () => {
    const before = await annRow();
    await askReset('ann@example.com');
    const [token = ''] = await resetLinks();
    for (const typed of [
      WRONG_PASSWORD,
      PASSWORD,
      NEW_PASSWORD.toUpperCase(),
      ` ${NEW_PASSWORD}`,
    ]) {
      const response = await confirmReset(token, typed);
      expect(response.statusCode, typed).toBe(400);
      expect(response.json(), typed).toEqual({ message: PASSWORD_MISMATCH });
    }
    expect(await annRow()).toEqual(before);
    expect((await login('ann', PASSWORD)).statusCode).toBe(200);
    expect((await login('ann', NEW_PASSWORD)).statusCode).toBe(401);
    expect((await confirmReset(token, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login('ann', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("a stranger's reset of the victim's address cannot be applied by the victim typing any other password", async () => {
    const STRANGERS = 'Qm9!the-strangers-own-password';
    const before = await annRow();
    // The stranger asks, from another address, with a password of the stranger's choosing.
    expect((await askReset('ann@example.com', STRANGERS, { ip: '198.51.100.66' })).statusCode).toBe(
      200,
    );
    const [token = ''] = await resetLinks();
    // Ann opens the e-mail by mistake and types whatever she thinks is asked for.
    for (const typed of [PASSWORD, NEW_PASSWORD, 'Pa55word!of-her-choice', STRANGERS.slice(1)]) {
      const response = await confirmReset(token, typed);
      expect(response.statusCode, typed).toBe(400);
      expect(response.json(), typed).toEqual({ message: PASSWORD_MISMATCH });
    }
    // Nothing changed: her password still works, the stranger's does not, the address is unconfirmed.
    expect(await annRow()).toEqual(before);
    expect(before?.emailVerifiedAt).toBeNull();
    expect((await login('ann', PASSWORD)).statusCode).toBe(200);
    expect((await login('ann', STRANGERS)).statusCode).toBe(401);
    const [open] = await ctx.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.purpose, 'reset_password'));
    expect(open?.usedAt).toBeNull();
  });

  it('expires the link after 30 minutes, even with the right password', async () => {
    const before = await storedHash();
    await askReset('ann@example.com');
    const [token = ''] = await resetLinks();
    ctx.clock.advance(30 * 60_000);
    const expired = await confirmReset(token, NEW_PASSWORD);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ message: LINK_INVALID });
    expect(await storedHash()).toBe(before);
  });

  it('ends the first link when a second reset is asked for', async () => {
    await askReset('ann@example.com', 'first new password');
    await askReset('ann@example.com', 'second new password');
    const [first = '', second = ''] = await resetLinks();
    const ended = await confirmReset(first, 'first new password');
    expect(ended.statusCode).toBe(400);
    expect(ended.json()).toEqual({ message: LINK_INVALID });
    expect((await confirmReset(second, 'second new password')).statusCode).toBe(200);
    expect((await login('ann', 'second new password')).statusCode).toBe(200);
    expect((await login('ann', 'first new password')).statusCode).toBe(401);
  });

  it('keeps only the hash of the link token', async () => {
    await askReset('ann@example.com');
    const [token = ''] = await resetLinks();
    const stored = JSON.stringify(await ctx.db.select().from(emailTokens));
    expect(stored).not.toContain(token);
  });
});

describe('login errors', () => {
  it('are identical for an unknown user and a wrong password', async () => {
    await signup();
    const unknown = await login('nobody', PASSWORD);
    const wrong = await login('ann', 'a wrong password');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.json()).toEqual({ message: 'Invalid username or password' });
    const { date: _d1, ...unknownHeaders } = unknown.headers;
    const { date: _d2, ...wrongHeaders } = wrong.headers;
    expect(unknownHeaders).toEqual(wrongHeaders);
  });
});

describe('rate limits', () => {
  const expectLimited = (response: Awaited<ReturnType<typeof post>>, seconds: number) => {
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe(String(seconds));
    expect(response.json()).toEqual({
      message: `Too many attempts. Please wait ${seconds} seconds and try again.`,
    });
  };

  it('11 wrong passwords from one IP leave the owner able to log in from another', async () => {
    await signup();
    const options = { app: throttled, ip: '10.0.0.1' };
    for (let i = 0; i < 10; i++) {
      expect((await login('ann', WRONG_PASSWORD, options)).statusCode).toBe(401);
    }
    expectLimited(await login('ann', WRONG_PASSWORD, options), 900);
    const owner = await login('ann', PASSWORD, { app: throttled, ip: '10.0.1.1' });
    expect(owner.statusCode).toBe(200);
    // Slowed down (the longest delay), never locked out.
    expect(loginDelays.at(-1)).toBe(4000);
  });

  it('never counts a successful login: the owner logs in again and again from one IP', async () => {
    await signup();
    for (let i = 0; i < LOGIN_FAILURES_PER_IP.limit + 5; i++) {
      expect((await login(i % 2 ? 'ann' : 'ann@example.com', PASSWORD)).statusCode).toBe(200);
    }
    // Every failure of the allowance is still there.
    for (let i = 0; i < 10; i++) {
      expect((await login('ann', WRONG_PASSWORD, { app: throttled })).statusCode).toBe(401);
    }
    expect(loginDelays).toEqual([250, 500, 1000, 2000, 4000]);
  });

  it('login: 40 failures from one IP over many names are refused after the per-IP limit', async () => {
    for (let i = 0; i < LOGIN_FAILURES_PER_IP.limit; i++) {
      expect((await login(`user${i}`, 'whatever password', { ip: '10.9.9.9' })).statusCode).toBe(
        401,
      );
    }
    for (let i = LOGIN_FAILURES_PER_IP.limit; i < 40; i++) {
      expectLimited(
        await login(`user${i}`, 'whatever password', { ip: '10.9.9.9' }),
        LOGIN_FAILURES_PER_IP.windowMs / 1000,
      );
    }
    expect((await login('someone', 'whatever password', { ip: '10.9.9.8' })).statusCode).toBe(401);
    ctx.clock.advance(LOGIN_FAILURES_PER_IP.windowMs);
    expect((await login('someone', 'whatever password', { ip: '10.9.9.9' })).statusCode).toBe(401);
  });

  it('login: counts an IPv6 client by its /64, however often it changes address in it', async () => {
    for (let i = 0; i < LOGIN_FAILURES_PER_IP.limit; i++) {
      const ip = `2001:db8:1:2::${(i + 1).toString(16)}`;
      expect((await login(`user${i}`, 'whatever password', { ip })).statusCode).toBe(401);
    }
    expectLimited(
      await login('next', 'whatever password', { ip: '2001:db8:1:2:ffff::1' }),
      LOGIN_FAILURES_PER_IP.windowMs / 1000,
    );
    const ip = '2001:db8:1:3::1';
    expect((await login('someone', 'whatever password', { ip })).statusCode).toBe(401);
  });

  it(`signup: the attempt after ${SIGNUP_PER_IP.limit} from one IP is refused, and creates nothing`, async () => {
    for (let i = 0; i < SIGNUP_PER_IP.limit; i++) {
      const response = await signup(
        { username: `user${i}`, email: `u${i}@example.com`, password: PASSWORD },
        { ip: '10.8.8.8' },
      );
      expect(response.statusCode).toBe(201);
    }
    const refused = await signup(
      { username: 'late', email: 'late@example.com', password: PASSWORD },
      { ip: '10.8.8.8' },
    );
    expectLimited(refused, SIGNUP_PER_IP.windowMs / 1000);
    expect(await ctx.db.select().from(users).where(eq(users.username, 'late'))).toHaveLength(0);
    ctx.clock.advance(SIGNUP_PER_IP.windowMs);
    expect(
      (
        await signup(
          { username: 'late', email: 'late@example.com', password: PASSWORD },
          { ip: '10.8.8.8' },
        )
      ).statusCode,
    ).toBe(201);
  });

  it(`reset: the request after ${RESET_PER_EMAIL.limit} for one address is refused, whoever asks`, async () => {
    await signup();
    for (let i = 0; i < RESET_PER_EMAIL.limit; i++) {
      expect(
        (await askReset('ann@example.com', NEW_PASSWORD, { ip: `10.7.0.${i}` })).statusCode,
      ).toBe(200);
    }
    expectLimited(
      await askReset('ANN@example.com', NEW_PASSWORD, { ip: '10.7.1.1' }),
      RESET_PER_EMAIL.windowMs / 1000,
    );
    expect(await resetLinks()).toHaveLength(RESET_PER_EMAIL.limit);
    ctx.clock.advance(RESET_PER_EMAIL.windowMs);
    expect((await askReset('ann@example.com', NEW_PASSWORD, { ip: '10.7.1.1' })).statusCode).toBe(
      200,
    );
  });

  it(`reset: the request after ${RESET_PER_IP.limit} from one IP is refused`, async () => {
    for (let i = 0; i < RESET_PER_IP.limit; i++) {
      expect(
        (await askReset(`p${i}@example.com`, NEW_PASSWORD, { ip: '10.6.6.6' })).statusCode,
      ).toBe(200);
    }
    expectLimited(
      await askReset('p9@example.com', NEW_PASSWORD, { ip: '10.6.6.6' }),
      RESET_PER_IP.windowMs / 1000,
    );
    ctx.clock.advance(RESET_PER_IP.windowMs);
    expect((await askReset('p9@example.com', NEW_PASSWORD, { ip: '10.6.6.6' })).statusCode).toBe(
      200,
    );
  });

  it('counts by the forwarded client address only behind a trusted proxy', async () => {
    for (let i = 0; i < RESET_PER_IP.limit; i++) {
      await loggedApp.inject({
        method: 'POST',
        url: '/auth/reset-password',
        payload: { email: `q${i}@example.com`, newPassword: NEW_PASSWORD },
        headers: { 'x-forwarded-for': '198.51.100.23' },
      });
    }
    const viaProxy = (ip: string) =>
      loggedApp.inject({
        method: 'POST',
        url: '/auth/reset-password',
        payload: { email: 'q9@example.com', newPassword: NEW_PASSWORD },
        headers: { 'x-forwarded-for': ip },
      });
    expect((await viaProxy('198.51.100.23')).statusCode).toBe(429);
    expect((await viaProxy('198.51.100.24')).statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('sends a strict CSP, nosniff and a referrer policy, and no HSTS over plain http', async () => {
    const response = await login('ann', 'whatever password');
    // A JSON answer: the REST set (it is never rendered as a page).
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    // A page: the full set.
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    // Without trustProxy, a client cannot claim https.
    const spoofed = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when a trusted proxy says the request came over https', async () => {
    const response = await loggedApp.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'ann', password: 'whatever password' },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
