import { err, ok } from '@netzero/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { MutableClock } from '../../test-support/mutable-clock.js';
import type { PasswordHasher } from '../ports/password-hasher.port.js';
import type { RateLimiter } from '../ports/rate-limiter.port.js';
import type { UserRecord, UserRepository } from '../ports/user.repository.port.js';
import { AccountService } from './account.service.js';
import { DELETE_PER_USER } from './auth-rate-limits.js';

const ANN: UserRecord = {
  id: 1,
  username: 'ann',
  email: 'ann@example.com',
  passwordHash: 'hashed:right password',
  emailVerifiedAt: null,
};

const hasher: PasswordHasher = {
  hash: async (password) => `hashed:${password}`,
  verify: async (hash, password) => hash === `hashed:${password}`,
};

let calls: string[];
let subscribed: boolean;
let hits: number;
let account: AccountService;
const clock = new MutableClock();

beforeEach(() => {
  calls = [];
  subscribed = false;
  hits = 0;
  const users = {
    findById: async (id: number) => (id === ANN.id ? ANN : null),
    endSessions: async (id: number) => void calls.push(`endSessions ${id}`),
    deleteAccount: async (id: number, at: Date) => {
      if (subscribed) return err('HAS_ACTIVE_SUBSCRIPTIONS' as const);
      calls.push(`deleteAccount ${id} ${at.toISOString()}`);
      return ok(undefined);
    },
  } as UserRepository;
  const rateLimiter: RateLimiter = {
    hitAll: async (attempts) =>
      attempts.map(({ key, limit }) => {
        calls.push(`hit ${key}`);
        return ++hits <= limit
          ? { allowed: true, retryAfterSeconds: 0 }
          : { allowed: false, retryAfterSeconds: 9 };
      }),
  };
  account = new AccountService({ users, hasher, rateLimiter, clock });
});

describe('AccountService', () => {
  it('logs out everywhere by raising the session version', async () => {
    await account.logOutEverywhere(1);
    expect(calls).toEqual(['endSessions 1']);
  });

  it('deletes with the current password, counting the attempt per user', async () => {
    expect(await account.delete(1, 'right password')).toEqual(ok(undefined));
    expect(calls).toEqual([
      'hit account-delete:user:1',
      `deleteAccount 1 ${clock.now().toISOString()}`,
    ]);
  });

  it('refuses a wrong password, deleting nothing', async () => {
    expect(await account.delete(1, 'wrong')).toEqual(err({ code: 'ACCOUNT.PASSWORD_INCORRECT' }));
    expect(calls).toEqual(['hit account-delete:user:1']);
  });

  it('refuses while a subscription is live', async () => {
    subscribed = true;
    expect(await account.delete(1, 'right password')).toEqual(
      err({ code: 'ACCOUNT.HAS_ACTIVE_SUBSCRIPTIONS' }),
    );
  });

  it(`refuses past ${DELETE_PER_USER.limit} attempts without checking the password`, async () => {
    for (let i = 0; i < DELETE_PER_USER.limit; i++) await account.delete(1, 'wrong');
    expect(await account.delete(1, 'right password')).toEqual(
      err({ code: 'API.RATE_LIMITED', retryAfterSeconds: 9 }),
    );
    expect(calls.some((call) => call.startsWith('deleteAccount'))).toBe(false);
  });
});
