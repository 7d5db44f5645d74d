import { Secret, TOTP } from 'otpauth';
import { users } from '../persistence/schema.js';
import type { TestApp } from './test-app.js';

/** The password of the operators this file creates. */
export const OPERATOR_PASSWORD = 'correct horse battery staple';

/** Creates an operator account (no second factor yet) whose password is OPERATOR_PASSWORD. */
export async function createOperatorAccount(
  ctx: TestApp,
  email: string,
  role: 'operator' | 'buyer' = 'operator',
): Promise<number> {
  const passwordHash = await ctx.adapters.hasher.hash(OPERATOR_PASSWORD);
  const username = email.split('@')[0] ?? email;
  const [row] = await ctx.db
    .insert(users)
    .values({ username, email, passwordHash, role })
    .returning({ id: users.id });
  if (!row) throw new Error('insert into users returned no row');
  return row.id;
}

/** The 30-second step of the test clock's now, plus `offset` steps. */
export function stepOf(ctx: TestApp, offset = 0): number {
  return Math.floor(ctx.clock.now().getTime() / 30_000) + offset;
}

/** What an authenticator app shows for `secret` during time step `step`. */
export function totpCode(secret: string, step: number): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: step * 30_000 });
}

/** POST to one of the sign-in routes. */
export function post(ctx: TestApp, url: string, payload: object, authorization?: string) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: authorization ? { authorization } : {},
  });
}

/** Signs an operator in with the password, enrols their authenticator: the secret and session. */
export async function enrolledOperator(ctx: TestApp, email: string) {
  await createOperatorAccount(ctx, email);
  const login = await post(ctx, '/api/ops/auth/login', { email, password: OPERATOR_PASSWORD });
  const { ticket } = login.json();
  const { secret } = (await post(ctx, '/api/ops/auth/enrolment', { ticket })).json();
  const code = totpCode(secret, stepOf(ctx));
  const confirm = await post(ctx, '/api/ops/auth/enrolment/confirm', { ticket, code });
  if (confirm.statusCode !== 200) throw new Error(`enrolment failed: ${confirm.body}`);
  const session = confirm.json();
  return {
    secret: secret as string,
    token: session.token as string,
    recoveryCodes: session.recoveryCodes as string[],
  };
}
