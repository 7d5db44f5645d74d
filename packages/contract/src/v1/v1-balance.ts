import { z } from 'zod';
import { ApiMode, Cents, Currency } from './v1-common.js';
import { BALANCE_EXAMPLE } from './v1-examples.js';

/** GET /v1/balance reply: what the key's mode can spend. */
export const V1Balance = z
  .object({
    object: z.literal('balance'),
    mode: ApiMode,
    availableCents: Cents,
    currency: Currency,
    /** Below this, a balance.low event is sent (once per crossing); null for none. */
    lowBalanceThresholdCents: Cents.nullable(),
  })
  .meta({ id: 'Balance', examples: [BALANCE_EXAMPLE] });
/** GET /v1/balance reply. */
export type V1Balance = z.infer<typeof V1Balance>;
