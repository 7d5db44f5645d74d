import { API_KEY_KINDS } from '@netzero/core';
import { z } from 'zod';
import { SingleLineText } from '../fields.js';
import { ApiMode } from '../v1/v1-common.js';

// The dashboard's Developers page, for the signed-in account (a session token, never an API key).

/** A secret key calls every /v1 route; a publishable key can only estimate (the checkout widget's). */
export const ApiKeyKind = z.enum(API_KEY_KINDS);
/** What a key may do. */
export type ApiKeyKind = z.infer<typeof ApiKeyKind>;

/** An API key as listed: never the key itself, only its first characters. */
export const ApiKeyResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  mode: ApiMode,
  kind: ApiKeyKind,
  /** The key's first characters, e.g. 'nzk_test_4fQz…'. */
  hint: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
/** An API key as listed. */
export type ApiKeyResponse = z.infer<typeof ApiKeyResponse>;

/** GET /api/developers/keys reply: the account's keys, newest first, revoked ones included. */
export const ApiKeyListResponse = z.object({ keys: z.array(ApiKeyResponse) });
/** GET /api/developers/keys reply. */
export type ApiKeyListResponse = z.infer<typeof ApiKeyListResponse>;

/** POST /api/developers/keys body. */
export const CreateApiKeyRequest = z.object({
  name: SingleLineText(60).pipe(z.string().min(1, { message: 'Give the key a name.' })),
  mode: ApiMode,
  kind: ApiKeyKind.default('secret'),
});
/** POST /api/developers/keys body. */
export type CreateApiKeyRequest = z.input<typeof CreateApiKeyRequest>;

/** POST /api/developers/keys reply: the key, shown this once (only its hash is kept). */
export const CreatedApiKeyResponse = z.object({ key: ApiKeyResponse, secret: z.string() });
/** POST /api/developers/keys reply. */
export type CreatedApiKeyResponse = z.infer<typeof CreatedApiKeyResponse>;

/** /api/developers/keys/{id} path. */
export const ApiKeyParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
