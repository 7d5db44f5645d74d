import { randomBytes } from 'node:crypto';
import { operatorFactors, users } from '../persistence/schema.js';
import { JoseSessionTokens } from '../security/jose-session-tokens.js';
import { TEST_JWT_SECRET, type TestApp } from './test-app.js';

/** The headers of a signed-in operator, for the tests of /api/ops/* routes. */
export interface OperatorSession {
  readonly userId: number;
  readonly email: string;
  readonly headers: { readonly authorization: string };
}

/**
 * A real operator (role operator, a confirmed TOTP factor) with an ops-scoped session token issued
 * with the test app's secret and clock, as POST /api/ops/auth/totp would issue it, without the
 * password and TOTP steps. Route tests get their operator here only, so how operators sign in can
 * change in one place.
 */
export async function signedInOperator(
  ctx: TestApp,
  name = `operator-${randomBytes(4).toString('hex')}`,
): Promise<OperatorSession> {
  const email = `${name}@example.com`;
  const [row] = await ctx.db
    .insert(users)
    .values({ username: name, email, passwordHash: 'not-a-real-hash', role: 'operator' })
    .returning({ id: users.id });
  if (!row) throw new Error('insert into users returned no row');
  await ctx.db.insert(operatorFactors).values({
    userId: row.id,
    totpSecret: 'JBSWY3DPEHPK3PXP',
    enrolledAt: ctx.clock.now(),
  });
  const { token } = await new JoseSessionTokens(TEST_JWT_SECRET, 3600, ctx.clock).issueOps(
    row.id,
    0,
  );
  return { userId: row.id, email, headers: { authorization: `Bearer ${token}` } };
}
