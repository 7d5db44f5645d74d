import { createHash } from 'node:crypto';
import { API_KEY_PREFIXES, type ApiKeyKind, type ApiMode } from '@netzero/core';
import type {
  ApiCaller,
  ApiKeyRecord,
  ApiKeyRepository,
} from '../ports/api-key.repository.port.js';
import type { ServerClock } from '../ports/clock.port.js';
import { randomAlphanumeric } from '../shared/public-id.js';

/** Random characters after a key's prefix: 32 letters and digits, 190 bits. */
const KEY_RANDOM_CHARS = 32;

/** Characters of the random part the hint shows after the prefix. */
const HINT_CHARS = 4;

/** A key's use is recorded at most this often, so a busy key does not write on every call. */
export const KEY_USE_RECORD_INTERVAL_MS = 60_000;

// nzk_test_…, nzk_live_…, nzpk_test_…, nzpk_live_… followed by the random part.
const KEY_SHAPE = new RegExp(`^nzp?k_(?:test|live)_[A-Za-z0-9]{${KEY_RANDOM_CHARS}}$`);

/** SHA-256 of a key, hex: what is stored and looked up. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Whether a bearer credential looks like one of our API keys (and not, say, a session token). */
export function looksLikeApiKey(credential: string): boolean {
  return KEY_SHAPE.test(credential);
}

/** Creates, lists, revokes and authenticates the accounts' API keys. */
export class ApiKeyService {
  readonly #keys: ApiKeyRepository;
  readonly #clock: ServerClock;

  constructor(deps: { keys: ApiKeyRepository; clock: ServerClock }) {
    this.#keys = deps.keys;
    this.#clock = deps.clock;
  }

  /** A new key for the account: the record, and the key itself, which only this answer shows. */
  async create(
    userId: number,
    input: { name: string; mode: ApiMode; kind: ApiKeyKind },
  ): Promise<{ key: ApiKeyRecord; secret: string }> {
    const prefix = API_KEY_PREFIXES[input.kind][input.mode];
    const secret = `${prefix}${randomAlphanumeric(KEY_RANDOM_CHARS)}`;
    const key = await this.#keys.create({
      userId,
      ...input,
      hint: `${secret.slice(0, prefix.length + HINT_CHARS)}…`,
      keyHash: hashApiKey(secret),
    });
    return { key, secret };
  }

  list(userId: number): Promise<ApiKeyRecord[]> {
    return this.#keys.listFor(userId);
  }

  revoke(userId: number, id: number): Promise<ApiKeyRecord | null> {
    return this.#keys.revoke(userId, id, this.#clock.now());
  }

  /** The caller a key stands for, or null for an unknown, revoked or malformed key. */
  async authenticate(credential: string): Promise<ApiCaller | null> {
    if (!looksLikeApiKey(credential)) return null;
    const caller = await this.#keys.findLiveByHash(hashApiKey(credential));
    if (!caller) return null;
    const now = this.#clock.now();
    const last = caller.lastUsedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
    if (now.getTime() - last >= KEY_USE_RECORD_INTERVAL_MS)
      await this.#keys.markUsed(caller.keyId, now);
    return caller;
  }
}
