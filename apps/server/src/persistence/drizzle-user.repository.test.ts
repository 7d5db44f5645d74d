import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-database.js';
import type { DatabaseHandle } from './database.js';
import { DrizzleUserRepository } from './drizzle-user.repository.js';
import { emailTokens, jobs, users } from './schema.js';

let handle: DatabaseHandle;
let repo: DrizzleUserRepository;

beforeAll(async () => {
  handle = await openTestDatabase();
  repo = new DrizzleUserRepository(handle.db);
});

afterAll(() => handle.close());

beforeEach(async () => {
  await handle.db.delete(jobs);
  await handle.db.delete(users);
});

const ann = { username: 'Ann', email: 'Ann@Example.com', passwordHash: '$argon2id$fake' };

describe('DrizzleUserRepository', () => {
  it('writes a new account, its verification link and its e-mail job together, or none of them', async () => {
    const verification = {
      tokenHash: 'hash-1',
      expiresAt: new Date('2026-11-27T10:00:00Z'),
      mail: (user: { email: string; username: string }) => ({
        to: user.email,
        subject: `Welcome ${user.username}`,
        text: 'Confirm your address.',
      }),
    };
    const created = await repo.create(ann, verification);
    if (!created.ok) throw new Error(created.error);
    expect(await handle.db.select().from(emailTokens)).toEqual([
      expect.objectContaining({
        userId: created.value.id,
        purpose: 'verify_email',
        tokenHash: 'hash-1',
      }),
    ]);
    expect(await handle.db.select().from(jobs)).toEqual([
      expect.objectContaining({
        kind: 'send-mail',
        payload: { to: ann.email, subject: 'Welcome Ann', text: 'Confirm your address.' },
        dedupeKey: 'email-token:hash-1',
      }),
    ]);
    // A taken name writes no account, and so no link and no e-mail either.
    const again = await repo.create(
      { ...ann, email: 'other@example.com' },
      { ...verification, tokenHash: 'hash-2' },
    );
    expect(again).toEqual({ ok: false, error: 'ACCOUNT_EXISTS' });
    expect(await handle.db.select().from(emailTokens)).toHaveLength(1);
    expect(await handle.db.select().from(jobs)).toHaveLength(1);
  });

  it('creates an account and finds it by username or e-mail in any case, and by id', async () => {
    const created = await repo.create(ann);
    expect(created).toEqual({
      ok: true,
      value: { id: expect.any(Number), ...ann, emailVerifiedAt: null, disabledAt: null },
    });
    if (!created.ok) return;
    expect(await repo.findByUsername('aNN')).toEqual(created.value);
    expect(await repo.findByEmail('ann@EXAMPLE.COM')).toEqual(created.value);
    expect(await repo.findById(created.value.id)).toEqual(created.value);
    expect(await repo.findByUsername('annie')).toBeNull();
    expect(await repo.findByEmail('other@example.com')).toBeNull();
    expect(await repo.findById(created.value.id + 1)).toBeNull();
  });

  it('translates the unique indexes (username or e-mail, any case) into ACCOUNT_EXISTS', async () => {
    await repo.create(ann);
    expect(await repo.create({ ...ann, username: 'ANN', email: 'x@example.com' })).toEqual({
      ok: false,
      error: 'ACCOUNT_EXISTS',
    });
    expect(await repo.create({ ...ann, username: 'ann2', email: 'ANN@example.COM' })).toEqual({
      ok: false,
      error: 'ACCOUNT_EXISTS',
    });
    expect(await handle.db.select().from(users)).toHaveLength(1);
  });

  it('lets exactly one of many concurrent signups with one name win', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        repo.create({
          username: i % 2 ? 'racer' : 'RACER',
          email: `r${i}@example.com`,
          passwordHash: 'h',
        }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.error === 'ACCOUNT_EXISTS')).toHaveLength(7);
    expect(await handle.db.select().from(users)).toHaveLength(1);
  });

  it('updates the password hash and keeps the first confirmation time', async () => {
    const created = await repo.create(ann);
    if (!created.ok) throw new Error('setup');
    const { id } = created.value;
    await repo.updatePasswordHash(id, '$argon2id$new');
    const first = new Date('2026-01-01T00:00:00Z');
    await repo.markEmailVerified(id, first);
    await repo.markEmailVerified(id, new Date('2026-02-01T00:00:00Z'));
    const [row] = await handle.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ passwordHash: '$argon2id$new', emailVerifiedAt: first });
  });

  it('raises the session version on a password change and on endSessions', async () => {
    const created = await repo.create(ann);
    if (!created.ok) throw new Error('setup');
    const { id } = created.value;
    expect(await repo.sessionVersion(id)).toBe(0);
    await repo.updatePasswordHash(id, '$argon2id$new');
    expect(await repo.sessionVersion(id)).toBe(1);
    await repo.endSessions(id);
    expect(await repo.sessionVersion(id)).toBe(2);
    expect(await repo.sessionVersion(id + 1000)).toBeNull();
  });

  it('treats an account an operator disabled like a deleted one for sessions (issue 19)', async () => {
    const created = await repo.create(ann);
    if (!created.ok) throw new Error('setup');
    const { id } = created.value;
    const at = new Date('2026-11-26T03:00:00Z');
    await handle.db.update(users).set({ disabledAt: at }).where(eq(users.id, id));
    expect(await repo.sessionVersion(id)).toBeNull();
    expect(await repo.findById(id)).toMatchObject({ disabledAt: at });
    await handle.db.update(users).set({ disabledAt: null }).where(eq(users.id, id));
    expect(await repo.sessionVersion(id)).toBe(0);
  });

  it('deletes an account: no lookup finds it, its name and address are free, its sessions end', async () => {
    const created = await repo.create(ann);
    if (!created.ok) throw new Error('setup');
    const { id } = created.value;
    await handle.db.insert(emailTokens).values({
      userId: id,
      purpose: 'reset_password',
      tokenHash: 'open-link',
      newPasswordHash: '$argon2id$x',
      expiresAt: new Date('2030-01-01T00:00:00Z'),
    });
    const at = new Date('2026-11-26T03:00:00Z');
    expect(await repo.deleteAccount(id, at)).toEqual({ ok: true, value: undefined });
    expect(await repo.findByUsername('ann')).toBeNull();
    expect(await repo.findByEmail('ann@example.com')).toBeNull();
    expect(await repo.findById(id)).toBeNull();
    expect(await repo.findByUsername(`deleted:${id}`)).toBeNull();
    expect(await repo.sessionVersion(id)).toBeNull();
    const [link] = await handle.db.select().from(emailTokens).where(eq(emailTokens.userId, id));
    expect(link?.usedAt).toEqual(at);
    const again = await repo.create(ann);
    expect(again.ok).toBe(true);
  });
});
