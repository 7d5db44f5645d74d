import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseOperatorArgs } from '../../operator-cli.js';
import type { DatabaseHandle } from '../../persistence/database.js';
import { DrizzleOperatorAccountRepository } from '../../persistence/drizzle-operator-account.repository.js';
import { auditLog, users } from '../../persistence/schema.js';
import { Argon2PasswordHasher } from '../../security/argon2-password-hasher.js';
import { openTestDatabase } from '../../test-support/test-database.js';
import { setUpOperator, usernameFor } from './operator-setup.js';

// `npm run operator -- create`: the first operator from the command line, on PGlite and PostgreSQL.

let handle: DatabaseHandle;
let deps: Parameters<typeof setUpOperator>[0];

beforeAll(async () => {
  handle = await openTestDatabase();
  deps = {
    accounts: new DrizzleOperatorAccountRepository(handle.db),
    hasher: new Argon2PasswordHasher(),
  };
});
afterAll(() => handle.close());

describe('setUpOperator', () => {
  it('creates an operator with an argon2id password, audited as the command line', async () => {
    const result = await setUpOperator(deps, {
      email: 'first.op@example.com',
      password: 'correct horse battery',
      promote: false,
    });
    expect(result).toMatchObject({
      ok: true,
      value: { role: 'operator', username: 'first.op', enrolled: false },
    });
    const [row] = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, 'first.op@example.com'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await deps.hasher.verify(row?.passwordHash ?? '', 'correct horse battery')).toBe(true);
    const [entry] = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'operator.create'));
    expect(entry).toMatchObject({
      actorUserId: null,
      actor: 'command line',
      targetId: String(row?.id),
    });
  });

  it('refuses an address in use unless promoting, and promotes a buyer', async () => {
    await handle.db
      .insert(users)
      .values({ username: 'bob', email: 'bob@example.com', passwordHash: 'x' });
    const refused = await setUpOperator(deps, {
      email: 'BOB@example.com',
      password: 'long enough',
      promote: false,
    });
    expect(refused).toEqual({
      ok: false,
      error: { message: expect.stringContaining('--promote') },
    });
    const promoted = await setUpOperator(deps, { email: 'bob@example.com', promote: true });
    expect(promoted).toMatchObject({ ok: true, value: { role: 'operator', sessionVersion: 1 } });
    const again = await setUpOperator(deps, { email: 'bob@example.com', promote: true });
    expect(again.ok).toBe(false);
    expect((await setUpOperator(deps, { email: 'nobody@example.com', promote: true })).ok).toBe(
      false,
    );
  });

  it('refuses a short password, a bad address and a taken username', async () => {
    expect(
      (await setUpOperator(deps, { email: 'x@example.com', password: 'short', promote: false })).ok,
    ).toBe(false);
    expect(
      (
        await setUpOperator(deps, {
          email: 'not-an-address',
          password: 'long enough',
          promote: false,
        })
      ).ok,
    ).toBe(false);
    const taken = await setUpOperator(deps, {
      email: 'other@example.com',
      username: 'bob',
      password: 'long enough',
      promote: false,
    });
    expect(taken).toEqual({ ok: false, error: { message: expect.stringContaining('--username') } });
  });

  it('makes a username from the address', () => {
    expect(usernameFor('ann.lee+ops@example.com')).toBe('ann.leeops');
    expect(usernameFor('al@example.com')).toBe('operator-al');
  });
});

describe('parseOperatorArgs', () => {
  it('reads create with its options, and explains anything else', () => {
    expect(parseOperatorArgs(['create', '--email', 'a@b.co', '--password-stdin'])).toEqual({
      email: 'a@b.co',
      passwordStdin: true,
      promote: false,
    });
    expect(
      parseOperatorArgs(['create', '--email', 'a@b.co', '--username', 'ann', '--promote']),
    ).toEqual({
      email: 'a@b.co',
      username: 'ann',
      passwordStdin: false,
      promote: true,
    });
    expect(parseOperatorArgs(['create'])).toMatch(/--email is required/);
    expect(parseOperatorArgs(['delete'])).toMatch(/^Usage/);
    expect(parseOperatorArgs(['create', '--email', 'a@b.co', '--force'])).toMatch(
      /Unknown option --force/,
    );
  });
});
