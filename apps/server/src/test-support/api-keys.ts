import type { ApiKeyKind, ApiMode } from '@netzero/contract';
import { type SignedInUser, signedInUser } from './signed-in-user.js';
import type { TestApp } from './test-app.js';

/** A signed-in account with an API key: the session's headers and the key's. */
export interface ApiAccount extends SignedInUser {
  readonly key: string;
  readonly keyId: number;
  /** Authorization: Bearer <key>. */
  readonly apiHeaders: { readonly authorization: string };
}

/** Creates an account and one API key of it through the real service (hashed as in production). */
export async function apiAccount(
  ctx: TestApp,
  username: string,
  options: { mode?: ApiMode; kind?: ApiKeyKind } = {},
): Promise<ApiAccount> {
  const user = await signedInUser(ctx, username);
  const key = await anotherApiKey(ctx, user.userId, options);
  return { ...user, ...key };
}

/** One more API key of an account. */
export async function anotherApiKey(
  ctx: TestApp,
  userId: number,
  { mode = 'test', kind = 'secret' }: { mode?: ApiMode; kind?: ApiKeyKind } = {},
): Promise<{ key: string; keyId: number; apiHeaders: { authorization: string } }> {
  const created = await ctx.services.apiKeys.create(userId, {
    name: `${mode} ${kind}`,
    mode,
    kind,
  });
  return {
    key: created.secret,
    keyId: created.key.id,
    apiHeaders: { authorization: `Bearer ${created.secret}` },
  };
}
