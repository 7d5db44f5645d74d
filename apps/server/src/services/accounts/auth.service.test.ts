import { err, ok, type Result } from '@netzero/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { MutableClock } from '../../test-support/mutable-clock.js';
import type {
  ConsumedEmailToken,
  EmailTokenPurpose,
  EmailTokenRepository,
} from '../ports/email-token.repository.port.js';
import type { JobQueue, NewJob } from '../ports/job-queue.port.js';
import type { LoginDelay } from '../ports/login-delay.port.js';
import type { MailMessage } from '../ports/mailer.port.js';
import type { PasswordHasher } from '../ports/password-hasher.port.js';
import type { FailureCounter, RateLimitHit, RateLimitVerdict } from '../ports/rate-limiter.port.js';
import type {
  SessionClaims,
  SessionTokenError,
  SessionTokens,
} from '../ports/session-tokens.port.js';
import type {
  AccountVerification,
  UserRecord,
  UserRepository,
} from '../ports/user.repository.port.js';
import { AuthService, VERIFY_LINK_TTL_MS } from './auth.service.js';
import {
  LOGIN_FAILURES_PER_IP,
  LOGIN_FAILURES_PER_NAME_AND_IP,
  LOGIN_MAX_DELAY_MS,
  loginDelayMs,
  SIGNUP_PER_IP,
} from './auth-rate-limits.js';
import { hashLinkToken } from './link-tokens.js';
import { RESET_LINK_TTL_MS } from './password-reset.service.js';

// The account use cases on hand-written in-memory fakes of every port.

type MutableUser = { -readonly [K in keyof UserRecord]: UserRecord[K] };

class InMemoryUsers implements UserRepository {
  readonly rows: MutableUser[] = [];
  readonly versions = new Map<number, number>();
  readonly deleted = new Set<number>();
  /** Where a new account's verification link goes (the Drizzle adapter: the same transaction). */
  tokens: InMemoryEmailTokens | null = null;
  async create(
    user: { username: string; email: string; passwordHash: string },
    verification?: AccountVerification,
  ) {
    const taken = this.rows.some(
      (row) =>
        row.username.toLowerCase() === user.username.toLowerCase() ||
        row.email.toLowerCase() === user.email.toLowerCase(),
    );
    if (taken) return err('ACCOUNT_EXISTS' as const);
    const row = { id: this.rows.length + 1, ...user, emailVerifiedAt: null };
    this.rows.push(row);
    if (verification) {
      const { tokenHash, expiresAt } = verification;
      const link = { userId: row.id, purpose: 'verify_email' as const, newPasswordHash: null };
      await this.tokens?.issue({ ...link, tokenHash, expiresAt }, verification.mail({ ...row }));
    }
    return ok({ ...row });
  }
  async findByUsername(username: string) {
    return this.#live((row) => row.username.toLowerCase() === username.toLowerCase());
  }
  async findByEmail(email: string) {
    return this.#live((row) => row.email.toLowerCase() === email.toLowerCase());
  }
  async findById(id: number) {
    return this.#live((row) => row.id === id);
  }
  async updatePasswordHash(userId: number, passwordHash: string) {
    const row = this.rows.find((r) => r.id === userId);
    if (row) row.passwordHash = passwordHash;
    await this.endSessions(userId);
  }
  async sessionVersion(userId: number) {
    return (await this.findById(userId)) ? (this.versions.get(userId) ?? 0) : null;
  }
  async endSessions(userId: number) {
    this.versions.set(userId, (this.versions.get(userId) ?? 0) + 1);
  }
  async deleteAccount(userId: number) {
    this.deleted.add(userId);
    await this.endSessions(userId);
    return ok(undefined);
  }
  #live(matches: (row: MutableUser) => boolean) {
    return this.rows.find((row) => matches(row) && !this.deleted.has(row.id)) ?? null;
  }
  async markEmailVerified(userId: number, at: Date) {
    const row = this.rows.find((r) => r.id === userId);
    if (row) row.emailVerifiedAt ??= at;
  }
}

type TokenRow = {
  userId: number;
  purpose: EmailTokenPurpose;
  tokenHash: string;
  newPasswordHash: string | null;
  expiresAt: Date;
  used: boolean;
};

class InMemoryEmailTokens implements EmailTokenRepository {
  readonly rows: TokenRow[] = [];
  constructor(readonly queue: QueuedMails) {}
  async issue(token: Omit<TokenRow, 'used'>, mail: MailMessage) {
    this.queue.sent.push(mail);
    for (const row of this.rows) {
      if (row.userId === token.userId && row.purpose === token.purpose) row.used = true;
    }
    this.rows.push({ ...token, used: false });
  }
  async findOpen(tokenHash: string, purpose: EmailTokenPurpose, now: Date) {
    const row = this.#open(tokenHash, purpose, now);
    return row ? InMemoryEmailTokens.#view(row) : null;
  }
  async consume(tokenHash: string, purpose: EmailTokenPurpose, now: Date) {
    const row = this.#open(tokenHash, purpose, now);
    if (!row) return null;
    row.used = true;
    return InMemoryEmailTokens.#view(row);
  }
  #open(tokenHash: string, purpose: EmailTokenPurpose, now: Date) {
    return this.rows.find(
      (r) => r.tokenHash === tokenHash && r.purpose === purpose && !r.used && r.expiresAt > now,
    );
  }
  static #view(row: TokenRow): ConsumedEmailToken {
    return { userId: row.userId, newPasswordHash: row.newPasswordHash };
  }
}

/** Hashes as 'hashed:<password>' and records which hashes were verified. */
class RecordingHasher implements PasswordHasher {
  readonly hashed: string[] = [];
  readonly verified: string[] = [];
  async hash(password: string) {
    this.hashed.push(password);
    return `hashed:${password}`;
  }
  async verify(hash: string, password: string) {
    this.verified.push(hash);
    return hash === `hashed:${password}`;
  }
}

/** Tokens 'session-<id>', with the session version of each issue recorded. */
class FakeSessionTokens implements SessionTokens {
  readonly versions: number[] = [];
  async issue(userId: number, sessionVersion: number) {
    this.versions.push(sessionVersion);
    return `session-${userId}`;
  }
  async issueOps(userId: number, sessionVersion: number) {
    this.versions.push(sessionVersion);
    return { token: `ops-${userId}`, expiresAt: new Date(0) };
  }
  async verify(): Promise<Result<SessionClaims, SessionTokenError>> {
    return err('INVALID');
  }
}

/** Records the delays instead of waiting them out, and whether each went through `aside`. */
class RecordingDelay implements LoginDelay {
  readonly waits: number[] = [];
  async wait(ms: number) {
    this.waits.push(ms);
  }
}

/** Keeps the queued jobs; the reset requests are run by runQueuedResets. */
class RecordingJobs implements Pick<JobQueue, 'enqueue'> {
  readonly queued: NewJob[] = [];
  async enqueue(job: NewJob) {
    this.queued.push(job);
  }
}

/** The e-mails queued with their tokens (the job queue sends them later, with retries). */
class QueuedMails {
  readonly sent: MailMessage[] = [];
}

/** Counts hits per key without windows; refuses past the limit with a fixed wait. */
class CountingRateLimiter implements FailureCounter {
  readonly hits = new Map<string, number>();
  /** Every call, in order: 'hit <key>', 'count <key>', 'undo <key>'. */
  readonly calls: string[] = [];
  async hitAll(hits: readonly RateLimitHit[]): Promise<RateLimitVerdict[]> {
    return hits.map(({ key, limit }) => {
      this.calls.push(`hit ${key}`);
      const count = this.#add(key, 1);
      return count <= limit
        ? { allowed: true, retryAfterSeconds: 0 }
        : { allowed: false, retryAfterSeconds: 42 };
    });
  }
  async count(key: string) {
    this.calls.push(`count ${key}`);
    return this.#add(key, 1);
  }
  async undo(key: string) {
    this.calls.push(`undo ${key}`);
    this.#add(key, -1);
  }
  #add(key: string, by: number) {
    const count = Math.max(0, (this.hits.get(key) ?? 0) + by);
    this.hits.set(key, count);
    return count;
  }
}

const IP = '203.0.113.7';
const ALICE = { username: 'Alice', email: 'Alice@Example.com', password: 'correct horse battery' };

let users: InMemoryUsers;
let tokens: InMemoryEmailTokens;
let hasher: RecordingHasher;
let mailer: QueuedMails;
let limiter: CountingRateLimiter;
let clock: MutableClock;
let delay: RecordingDelay;
let jobs: RecordingJobs;
let sessionTokens: FakeSessionTokens;
let auth: AuthService;

beforeEach(() => {
  users = new InMemoryUsers();
  mailer = new QueuedMails();
  tokens = new InMemoryEmailTokens(mailer);
  users.tokens = tokens;
  hasher = new RecordingHasher();
  limiter = new CountingRateLimiter();
  clock = new MutableClock();
  delay = new RecordingDelay();
  jobs = new RecordingJobs();
  sessionTokens = new FakeSessionTokens();
  auth = new AuthService({
    users,
    emailTokens: tokens,
    hasher,
    sessionTokens,
    rateLimiter: limiter,
    loginDelay: delay,
    jobs: jobs as unknown as JobQueue,
    clock,
    publicUrl: 'https://netzero.test',
  });
});

/** Runs the queued reset requests as the job worker would. */
async function runQueuedResets() {
  for (const job of jobs.queued.splice(0)) {
    if (job.kind === 'request-password-reset') await auth.sendPasswordResetLink(job.payload);
  }
}

/** Asks for a reset and runs its job. */
async function requestReset(input: { email: string; newPassword: string }, clientIp: string) {
  const result = await auth.requestPasswordReset(input, clientIp);
  await runQueuedResets();
  return result;
}

const linkToken = (message: MailMessage | undefined) =>
  /token=([A-Za-z0-9_-]{43})/.exec(message?.text ?? '')?.[1] ?? '';

describe('signup', () => {
  it('creates the account with a hashed password, opens a session and e-mails a 24-hour link', async () => {
    const result = await auth.signup(ALICE, IP);
    expect(result).toEqual(ok({ token: 'session-1', userId: 1 }));
    expect(users.rows[0]).toMatchObject({
      username: 'Alice',
      passwordHash: 'hashed:correct horse battery',
    });
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]?.to).toBe('Alice@Example.com');
    expect(mailer.sent[0]?.text).toContain('https://netzero.test/auth/verify-email?token=');
    const token = linkToken(mailer.sent[0]);
    expect(tokens.rows).toEqual([
      {
        userId: 1,
        purpose: 'verify_email',
        tokenHash: hashLinkToken(token),
        newPasswordHash: null,
        expiresAt: new Date(clock.now().getTime() + VERIFY_LINK_TTL_MS),
        used: false,
      },
    ]);
  });

  it('refuses a name or address already used, in any case', async () => {
    await auth.signup(ALICE, IP);
    const sameName = await auth.signup(
      { ...ALICE, username: 'ALICE', email: 'other@example.com' },
      IP,
    );
    const sameEmail = await auth.signup(
      { ...ALICE, username: 'alice2', email: 'alice@example.COM' },
      IP,
    );
    expect(sameName).toEqual(err({ code: 'AUTH.ACCOUNT_EXISTS' }));
    expect(sameEmail).toEqual(err({ code: 'AUTH.ACCOUNT_EXISTS' }));
    expect(users.rows).toHaveLength(1);
    expect(mailer.sent).toHaveLength(1);
  });

  it('queues the e-mail with its token, so a mail server being down cannot fail the signup', async () => {
    const result = await auth.signup(ALICE, IP);
    expect(result.ok).toBe(true);
    expect(users.rows).toHaveLength(1);
    expect(tokens.rows).toHaveLength(1);
    expect(mailer.sent).toHaveLength(1);
  });

  it('counts signups per client IP and refuses past the limit without creating anything', async () => {
    for (let i = 0; i < SIGNUP_PER_IP.limit; i++) {
      await auth.signup({ ...ALICE, username: `user${i}`, email: `u${i}@example.com` }, IP);
    }
    const refused = await auth.signup(
      { ...ALICE, username: 'late', email: 'late@example.com' },
      IP,
    );
    expect(refused).toEqual(err({ code: 'API.RATE_LIMITED', retryAfterSeconds: 42 }));
    expect(users.rows).toHaveLength(SIGNUP_PER_IP.limit);
    expect(
      await auth.signup({ ...ALICE, username: 'other', email: 'o@example.com' }, '198.51.100.1'),
    ).toMatchObject({ ok: true });
  });
});

describe('login', () => {
  beforeEach(() => auth.signup(ALICE, IP));

  it('accepts the username or the e-mail address in any case', async () => {
    expect(await auth.login({ username: 'alice', password: ALICE.password }, IP)).toEqual(
      ok({ token: 'session-1', userId: 1 }),
    );
    expect(
      await auth.login({ username: 'ALICE@example.com', password: ALICE.password }, IP),
    ).toEqual(ok({ token: 'session-1', userId: 1 }));
  });

  it('fails alike for a wrong password and an unknown user, verifying a hash either way', async () => {
    hasher.verified.length = 0;
    const wrong = await auth.login({ username: 'Alice', password: 'not the password' }, IP);
    const unknown = await auth.login({ username: 'nobody', password: 'not the password' }, IP);
    expect(wrong).toEqual(err({ code: 'LOGIN.INVALID_CREDENTIALS' }));
    expect(unknown).toEqual(wrong);
    expect(hasher.verified).toHaveLength(2);
    // The unknown user was checked against the dummy hash, made like any other.
    expect(hasher.verified[1]).toMatch(/^hashed:/);
    expect(hasher.verified[1]).not.toBe(hasher.verified[0]);
  });

  it("issues the session under the account's current session version", async () => {
    await users.endSessions(1);
    await users.endSessions(1);
    expect(await auth.login({ username: 'alice', password: ALICE.password }, IP)).toEqual(
      ok({ token: 'session-1', userId: 1 }),
    );
    expect(sessionTokens.versions.at(-1)).toBe(2);
  });

  it('11 wrong passwords from one IP leave the owner able to log in from another', async () => {
    const results = [];
    for (let i = 0; i < 11; i++) {
      results.push(await auth.login({ username: 'alice', password: 'wrong password' }, IP));
    }
    expect(results.slice(0, 10)).toEqual(
      Array(10).fill(err({ code: 'LOGIN.INVALID_CREDENTIALS' })),
    );
    expect(results[10]).toEqual(err({ code: 'API.RATE_LIMITED', retryAfterSeconds: 42 }));
    const owner = await auth.login({ username: 'alice', password: ALICE.password }, '10.0.0.9');
    expect(owner).toEqual(ok({ token: 'session-1', userId: 1 }));
    // Slowed down, never locked: the owner waited the longest delay, and got in.
    expect(delay.waits.at(-1)).toBe(LOGIN_MAX_DELAY_MS);
  });

  it('never counts a successful login, on any counter', async () => {
    for (let i = 0; i < 3 * LOGIN_FAILURES_PER_IP.limit; i++) {
      const result = await auth.login({ username: 'alice', password: ALICE.password }, IP);
      expect(result.ok).toBe(true);
    }
    const loginCounts = [...limiter.hits].filter(([key]) => key.startsWith('login:'));
    expect(loginCounts.length).toBe(3);
    expect(loginCounts.every(([, hits]) => hits === 0)).toBe(true);
    expect(delay.waits).toEqual([]);
    // The failures that follow get the full allowance.
    for (let i = 0; i < LOGIN_FAILURES_PER_NAME_AND_IP.limit; i++) {
      expect(await auth.login({ username: 'alice', password: 'wrong' }, IP)).toEqual(
        err({ code: 'LOGIN.INVALID_CREDENTIALS' }),
      );
    }
  });

  it('refuses a name from one IP past its failures without verifying; other IPs and names go on', async () => {
    for (let i = 0; i < LOGIN_FAILURES_PER_NAME_AND_IP.limit; i++) {
      await auth.login({ username: 'alice', password: 'wrong password' }, IP);
    }
    const verifiedBefore = hasher.verified.length;
    const refused = await auth.login({ username: 'ALICE', password: ALICE.password }, IP);
    expect(refused).toEqual(err({ code: 'API.RATE_LIMITED', retryAfterSeconds: 42 }));
    expect(hasher.verified).toHaveLength(verifiedBefore);
    expect(await auth.login({ username: 'bob', password: 'x' }, IP)).toEqual(
      err({ code: 'LOGIN.INVALID_CREDENTIALS' }),
    );
  });

  it(`refuses an IP past ${LOGIN_FAILURES_PER_IP.limit} failures over any names`, async () => {
    const results = [];
    for (let i = 0; i < 40; i++) {
      results.push(await auth.login({ username: `user${i}`, password: 'guess' }, IP));
    }
    const limited = results.filter((r) => !r.ok && r.error.code === 'API.RATE_LIMITED');
    expect(limited).toHaveLength(40 - LOGIN_FAILURES_PER_IP.limit);
    expect(results.slice(LOGIN_FAILURES_PER_IP.limit).every((r) => !r.ok)).toBe(true);
    expect(hasher.verified).toHaveLength(LOGIN_FAILURES_PER_IP.limit);
  });

  it('slows a name down progressively across IPs, through `aside`, and never refuses it', async () => {
    const asides: number[] = [];
    const aside = async (wait: () => Promise<void>) => {
      asides.push(delay.waits.length);
      await wait();
    };
    for (let i = 0; i < 12; i++) {
      const ip = `10.1.${i}.1`;
      expect(await auth.login({ username: 'alice', password: 'wrong' }, ip, aside)).toEqual(
        err({ code: 'LOGIN.INVALID_CREDENTIALS' }),
      );
    }
    expect(delay.waits).toEqual([250, 500, 1000, 2000, 4000, 4000, 4000]);
    expect(asides).toHaveLength(delay.waits.length);
    expect(loginDelayMs(0)).toBe(0);
    expect(loginDelayMs(4)).toBe(0);
    expect(loginDelayMs(1000)).toBe(LOGIN_MAX_DELAY_MS);
  });

  it('counts before verifying, so parallel guesses cannot all slip under the limit', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 15 }, () => auth.login({ username: 'alice', password: 'no' }, IP)),
    );
    const refused = guesses.filter((r) => !r.ok && r.error.code === 'API.RATE_LIMITED');
    expect(refused).toHaveLength(15 - LOGIN_FAILURES_PER_NAME_AND_IP.limit);
    expect(hasher.verified).toHaveLength(LOGIN_FAILURES_PER_NAME_AND_IP.limit);
  });

  it('keys the counters by the name as typed, never by the account', async () => {
    await auth.login({ username: 'Alice', password: 'wrong' }, IP);
    await auth.login({ username: 'alice@example.com', password: 'wrong' }, IP);
    expect([...limiter.hits.keys()].filter((key) => key.startsWith('login:')).sort()).toEqual([
      `login:ip-name:${IP} alice`,
      `login:ip-name:${IP} alice@example.com`,
      `login:ip:${IP}`,
      'login:name:alice',
      'login:name:alice@example.com',
    ]);
  });
});

describe('password reset', () => {
  beforeEach(async () => {
    await auth.signup(ALICE, IP);
    mailer.sent.length = 0;
  });

  it('stores the new hash with a 30-minute link and e-mails it, leaving the password as it was', async () => {
    expect(
      await requestReset({ email: 'alice@EXAMPLE.com', newPassword: 'brand new secret' }, IP),
    ).toEqual(ok(undefined));
    const token = linkToken(mailer.sent[0]);
    expect(mailer.sent[0]?.text).toContain(`https://netzero.test/ResetPassword?token=${token}`);
    expect(tokens.rows.at(-1)).toMatchObject({
      purpose: 'reset_password',
      tokenHash: hashLinkToken(token),
      newPasswordHash: 'hashed:brand new secret',
      expiresAt: new Date(clock.now().getTime() + RESET_LINK_TTL_MS),
    });
    expect(users.rows[0]?.passwordHash).toBe('hashed:correct horse battery');
  });

  it('does the same work for a known and an unknown address: same port calls, one job', async () => {
    const trace = async (email: string) => {
      limiter.calls.length = 0;
      hasher.hashed.length = 0;
      const usersBefore = users.rows.length;
      const result = await auth.requestPasswordReset(
        { email, newPassword: 'brand new secret' },
        IP,
      );
      const queued = jobs.queued.splice(0);
      expect(users.rows).toHaveLength(usersBefore);
      return {
        result,
        limiter: limiter.calls.map((call) => call.replace(email.toLowerCase(), '<email>')),
        hashed: [...hasher.hashed],
        jobs: queued.map((job) => ({ ...job, payload: { ...job.payload, email: '<email>' } })),
        mails: mailer.sent.length,
        links: tokens.rows.filter((row) => row.purpose === 'reset_password').length,
      };
    };
    const known = await trace('alice@example.com');
    const unknown = await trace('nobody@example.com');
    expect(unknown).toEqual(known);
    expect(known.jobs).toEqual([
      {
        kind: 'request-password-reset',
        payload: { email: '<email>', newPasswordHash: 'hashed:brand new secret' },
      },
    ]);
    // The request itself looked nothing up: no mail, no link, whichever the address.
    expect(known.mails).toBe(0);
    expect(known.links).toBe(0);
  });

  it('sends the link from the job only when an account uses the address', async () => {
    await requestReset({ email: 'nobody@example.com', newPassword: 'brand new secret' }, IP);
    expect(mailer.sent).toHaveLength(0);
    await requestReset({ email: 'ALICE@example.com', newPassword: 'brand new secret' }, IP);
    expect(mailer.sent).toHaveLength(1);
  });

  it("queues only the new password's hash, never the password", async () => {
    await auth.requestPasswordReset({ email: ALICE.email, newPassword: 'brand new secret' }, IP);
    expect(JSON.stringify(jobs.queued)).not.toContain('"brand new secret"');
  });

  it('ends every session when the link is applied', async () => {
    await requestReset({ email: ALICE.email, newPassword: 'brand new secret' }, IP);
    const token = linkToken(mailer.sent[0]);
    expect(await users.sessionVersion(1)).toBe(0);
    await auth.confirmPasswordReset({ token, newPassword: 'brand new secret' });
    expect(await users.sessionVersion(1)).toBe(1);
  });

  it('applies the password when the link is opened with it typed again, once, and confirms the address', async () => {
    await requestReset({ email: ALICE.email, newPassword: 'brand new secret' }, IP);
    const token = linkToken(mailer.sent[0]);
    hasher.verified.length = 0;
    expect(await auth.confirmPasswordReset({ token, newPassword: 'brand new secret' })).toEqual(
      ok(undefined),
    );
    // The typed password was checked against the hash stored with the link.
    expect(hasher.verified).toEqual(['hashed:brand new secret']);
    expect(users.rows[0]?.passwordHash).toBe('hashed:brand new secret');
    expect(users.rows[0]?.emailVerifiedAt).toEqual(clock.now());
    expect(tokens.rows.at(-1)?.used).toBe(true);
    expect(await auth.confirmPasswordReset({ token, newPassword: 'brand new secret' })).toEqual(
      err({ code: 'AUTH.RESET_LINK_INVALID' }),
    );
  });

  it('refuses another new password, changing nothing and leaving the link usable', async () => {
    await requestReset({ email: ALICE.email, newPassword: 'brand new secret' }, IP);
    const token = linkToken(mailer.sent[0]);
    for (const typed of ['Brand new secret', 'brand new secret ', ALICE.password, 'x']) {
      expect(await auth.confirmPasswordReset({ token, newPassword: typed }), typed).toEqual(
        err({ code: 'AUTH.RESET_PASSWORD_MISMATCH' }),
      );
    }
    expect(users.rows[0]?.passwordHash).toBe('hashed:correct horse battery');
    expect(users.rows[0]?.emailVerifiedAt).toBeNull();
    expect(tokens.rows.at(-1)?.used).toBe(false);
    expect(await auth.confirmPasswordReset({ token, newPassword: 'brand new secret' })).toEqual(
      ok(undefined),
    );
    expect(users.rows[0]?.passwordHash).toBe('hashed:brand new secret');
  });

  it("cannot apply a stranger's reset: the owner's own or any other password is refused", async () => {
    // A stranger asks, from elsewhere, for a reset of Alice's address with a password they chose.
    await requestReset(
      { email: ALICE.email, newPassword: 'strangers chosen secret' },
      '198.51.100.66',
    );
    const token = linkToken(mailer.sent[0]);
    for (const typed of [ALICE.password, 'alices fresh password', 'STRANGERS CHOSEN SECRET']) {
      expect(await auth.confirmPasswordReset({ token, newPassword: typed }), typed).toEqual(
        err({ code: 'AUTH.RESET_PASSWORD_MISMATCH' }),
      );
    }
    expect(users.rows[0]?.passwordHash).toBe('hashed:correct horse battery');
    expect(users.rows[0]?.emailVerifiedAt).toBeNull();
    expect(await auth.login({ username: 'alice', password: ALICE.password }, IP)).toMatchObject({
      ok: true,
    });
  });

  it('refuses the link after 30 minutes, even with the right password', async () => {
    await requestReset({ email: ALICE.email, newPassword: 'brand new secret' }, IP);
    const token = linkToken(mailer.sent[0]);
    clock.advance(RESET_LINK_TTL_MS);
    expect(await auth.confirmPasswordReset({ token, newPassword: 'brand new secret' })).toEqual(
      err({ code: 'AUTH.RESET_LINK_INVALID' }),
    );
    expect(users.rows[0]?.passwordHash).toBe('hashed:correct horse battery');
  });

  it('lets only one of two concurrent openings with the right password apply it', async () => {
    await requestReset({ email: ALICE.email, newPassword: 'brand new secret' }, IP);
    const input = { token: linkToken(mailer.sent[0]), newPassword: 'brand new secret' };
    // Both find the link open before either consumes it: the consume decides.
    const results = await Promise.all([
      auth.confirmPasswordReset(input),
      auth.confirmPasswordReset(input),
    ]);
    expect(results).toContainEqual(ok(undefined));
    expect(results).toContainEqual(err({ code: 'AUTH.RESET_LINK_INVALID' }));
    expect(users.rows[0]?.passwordHash).toBe('hashed:brand new secret');
  });

  it('refuses a confirmation link used as a reset link', async () => {
    await auth.signup({ username: 'bob', email: 'bob@example.com', password: 'bobs password' }, IP);
    const token = linkToken(mailer.sent[0]);
    for (const newPassword of ['bobs password', 'any other password']) {
      expect(await auth.confirmPasswordReset({ token, newPassword })).toEqual(
        err({ code: 'AUTH.RESET_LINK_INVALID' }),
      );
    }
    expect(users.rows[1]?.passwordHash).toBe('hashed:bobs password');
    expect(users.rows[1]?.emailVerifiedAt).toBeNull();
  });

  it('counts requests per address in any case', async () => {
    for (const email of ['a@x.io', 'A@x.io', 'a@X.IO']) {
      await requestReset({ email, newPassword: 'brand new secret' }, `10.1.0.${email.length}`);
    }
    const refused = await requestReset(
      { email: ' a@x.io ', newPassword: 'brand new secret' },
      '10.2.0.1',
    );
    expect(refused).toEqual(err({ code: 'API.RATE_LIMITED', retryAfterSeconds: 42 }));
  });
});

describe('e-mail confirmation', () => {
  it('confirms the address once, and not after 24 hours', async () => {
    await auth.signup(ALICE, IP);
    const token = linkToken(mailer.sent[0]);
    expect(await auth.verifyEmail(token)).toEqual(ok(undefined));
    expect(users.rows[0]?.emailVerifiedAt).toEqual(clock.now());
    expect(await auth.verifyEmail(token)).toEqual(err({ code: 'AUTH.VERIFY_LINK_INVALID' }));

    await auth.signup({ username: 'bob', email: 'bob@example.com', password: 'bobs password' }, IP);
    clock.advance(VERIFY_LINK_TTL_MS);
    expect(await auth.verifyEmail(linkToken(mailer.sent[1]))).toEqual(
      err({ code: 'AUTH.VERIFY_LINK_INVALID' }),
    );
    expect(users.rows[1]?.emailVerifiedAt).toBeNull();
  });
});
