import type { ApiMode } from './api-mode.js';

/** A secret key calls every /v1 route; a publishable key can only estimate (the checkout widget's). */
export const API_KEY_KINDS = ['secret', 'publishable'] as const;

/** What a key may do. */
export type ApiKeyKind = (typeof API_KEY_KINDS)[number];

/** Where a key starts: nzk_test_/nzk_live_ for secret keys, nzpk_test_/nzpk_live_ for publishable ones. */
export const API_KEY_PREFIXES: Readonly<Record<ApiKeyKind, Readonly<Record<ApiMode, string>>>> = {
  secret: { test: 'nzk_test_', live: 'nzk_live_' },
  publishable: { test: 'nzpk_test_', live: 'nzpk_live_' },
};
