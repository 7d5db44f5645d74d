import type { ApiKeyKind, ApiMode } from '@netzero/core';

/** An API key as its owner lists it (never the key: only its hint). */
export interface ApiKeyRecord {
  readonly id: number;
  readonly userId: number;
  readonly name: string;
  readonly mode: ApiMode;
  readonly kind: ApiKeyKind;
  readonly hint: string;
  readonly createdAt: Date;
  readonly lastUsedAt: Date | null;
  readonly revokedAt: Date | null;
}

/** Who a /v1 request acts for: the key, its account, its mode and what it may do. */
export interface ApiCaller {
  readonly keyId: number;
  readonly userId: number;
  readonly mode: ApiMode;
  readonly kind: ApiKeyKind;
  /** When the key was last used, to record a use at most once a minute. */
  readonly lastUsedAt: Date | null;
}

/** The accounts' API keys, stored as SHA-256 hashes. */
export interface ApiKeyRepository {
  create(key: {
    userId: number;
    name: string;
    mode: ApiMode;
    kind: ApiKeyKind;
    hint: string;
    keyHash: string;
  }): Promise<ApiKeyRecord>;
  /** The account's keys, newest first, revoked ones included. */
  listFor(userId: number): Promise<ApiKeyRecord[]>;
  /** Revokes one of the account's keys (once: a second call keeps the first time); null if it has none of that id. */
  revoke(userId: number, id: number, now: Date): Promise<ApiKeyRecord | null>;
  /** The live (unrevoked) key with this hash, of an account that is not disabled; null otherwise. */
  findLiveByHash(keyHash: string): Promise<ApiCaller | null>;
  /** Records a use of the key. */
  markUsed(keyId: number, now: Date): Promise<void>;
}
