import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-database.js';
import type { DatabaseHandle } from './database.js';
import { DrizzleEmailTokenRepository } from './drizzle-email-token.repository.js';
import { emailTokens, jobs, users } from './schema.js';

const NOW = new Date('2026-11-22T10:00:00Z');
const MAIL = { to: 'ann@example.com', subject: 'Your link', text: 'token=…' };
const inMinutes = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

let handle: DatabaseHandle;
let repo: DrizzleEmailTokenRepository;
let userId: number;

beforeAll(async () => {
  handle = await openTestDatabase();
  repo = new DrizzleEmailTokenRepository(handle.db);
});

afterAll(() => handle.close());

beforeEach(async () => {
  await handle.db.delete(emailTokens);
  await handle.db.delete(jobs);
  await handle.db.delete(users);
  const [user] = await handle.db
    .insert(users)
    .values({ username: 'ann', email: 'ann@example.com', passwordHash: 'h' })
    .returning({ id: users.id });
  userId = user?.id ?? 0;
});

const reset = (tokenHash: string, expiresAt = inMinutes(30)) =>
  repo.issue(
    {
      userId,
      purpose: 'reset_password',
      tokenHash,
      newPasswordHash: `new:${tokenHash}`,
      expiresAt,
    },
    MAIL,
  );

describe('DrizzleEmailTokenRepository', () => {
  it('consumes an open token once, returning its user and new password hash', async () => {
    await reset('hash-1');
    expect(await repo.consume('hash-1', 'reset_password', NOW)).toEqual({
      userId,
      newPasswordHash: 'new:hash-1',
    });
    expect(await repo.consume('hash-1', 'reset_password', NOW)).toBeNull();
    const [row] = await handle.db.select().from(emailTokens);
    expect(row?.usedAt).toEqual(NOW);
  });

  it('refuses an expired token, an unknown one and one of another purpose', async () => {
    await reset('hash-1');
    expect(await repo.consume('hash-1', 'reset_password', inMinutes(30))).toBeNull();
    expect(await repo.consume('hash-2', 'reset_password', NOW)).toBeNull();
    expect(await repo.consume('hash-1', 'verify_email', NOW)).toBeNull();
    expect(await repo.consume('hash-1', 'reset_password', inMinutes(29))).not.toBeNull();
  });

  it('finds an open token without using it, as often as asked, until it is consumed', async () => {
    await reset('hash-1');
    const found = { userId, newPasswordHash: 'new:hash-1' };
    expect(await repo.findOpen('hash-1', 'reset_password', NOW)).toEqual(found);
    expect(await repo.findOpen('hash-1', 'reset_password', inMinutes(29))).toEqual(found);
    const [row] = await handle.db.select().from(emailTokens);
    expect(row?.usedAt).toBeNull();
    expect(await repo.consume('hash-1', 'reset_password', NOW)).toEqual(found);
    expect(await repo.findOpen('hash-1', 'reset_password', NOW)).toBeNull();
  });

  it('finds no expired, unknown, other-purpose or ended token', async () => {
    await reset('hash-1');
    expect(await repo.findOpen('hash-1', 'reset_password', inMinutes(30))).toBeNull();
    expect(await repo.findOpen('hash-1', 'reset_password', inMinutes(31))).toBeNull();
    expect(await repo.findOpen('hash-2', 'reset_password', NOW)).toBeNull();
    expect(await repo.findOpen('hash-1', 'verify_email', NOW)).toBeNull();
    await reset('hash-2');
    expect(await repo.findOpen('hash-1', 'reset_password', NOW)).toBeNull();
    expect(await repo.findOpen('hash-2', 'reset_password', NOW)).toEqual({
      userId,
      newPasswordHash: 'new:hash-2',
    });
    // None of these lookups used the open token.
    expect(await repo.consume('hash-2', 'reset_password', NOW)).not.toBeNull();
  });

  it('queues the e-mail carrying the token in the same transaction, once per token', async () => {
    await reset('hash-mail');
    const queued = await handle.db.select().from(jobs);
    expect(queued).toEqual([
      expect.objectContaining({
        kind: 'send-mail',
        payload: MAIL,
        status: 'queued',
        dedupeKey: 'email-token:hash-mail',
      }),
    ]);
  });

  it('ends every older open token of the same user and purpose when issuing, but not other purposes', async () => {
    await repo.issue(
      {
        userId,
        purpose: 'verify_email',
        tokenHash: 'verify',
        newPasswordHash: null,
        expiresAt: inMinutes(60),
      },
      MAIL,
    );
    await reset('hash-1');
    await reset('hash-2');
    expect(await repo.consume('hash-1', 'reset_password', NOW)).toBeNull();
    expect(await repo.consume('hash-2', 'reset_password', NOW)).not.toBeNull();
    expect(await repo.consume('verify', 'verify_email', NOW)).toEqual({
      userId,
      newPasswordHash: null,
    });
  });

  it('leaves exactly one open link after concurrent requests, and lets one of concurrent openings win', async () => {
    await Promise.all(['a', 'b', 'c', 'd'].map((hash) => reset(hash)));
    const open = await Promise.all(
      ['a', 'b', 'c', 'd'].map((hash) => repo.consume(hash, 'reset_password', NOW)),
    );
    expect(open.filter(Boolean)).toHaveLength(1);

    await reset('e');
    const opened = await Promise.all(
      Array.from({ length: 5 }, () => repo.consume('e', 'reset_password', NOW)),
    );
    expect(opened.filter(Boolean)).toHaveLength(1);
  });
});
