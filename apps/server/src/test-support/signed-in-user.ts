import { users } from '../persistence/schema.js';
import { JoseSessionTokens } from '../security/jose-session-tokens.js';
import { TEST_JWT_SECRET, type TestApp } from './test-app.js';

/** A user row and a bearer header whose token the test app accepts. */
export interface SignedInUser {
  readonly userId: number;
  readonly headers: { readonly authorization: string };
}

/**
 * Creates a user directly in the database and issues it a session token with the app's own
 * secret and clock, so route tests need neither signup nor password hashing.
 */
export async function signedInUser(ctx: TestApp, username: string): Promise<SignedInUser> {
  const [row] = await ctx.db
    .insert(users)
    .values({ username, email: `${username}@example.com`, passwordHash: 'not-a-real-hash' })
    .returning({ id: users.id });
  if (!row) throw new Error('insert into users returned no row');
  const token = await new JoseSessionTokens(TEST_JWT_SECRET, 3600, ctx.clock).issue(row.id);
  return { userId: row.id, headers: { authorization: `Bearer ${token}` } };
}
