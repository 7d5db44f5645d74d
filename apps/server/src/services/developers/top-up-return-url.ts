import { SITE_ROUTES } from '@netzero/content';
import { SESSION_ID_PLACEHOLDER } from '../ports/payment-provider.port.js';

/** The dashboard pages the provider sends an account back to after a top-up. */
export interface TopUpReturnUrls {
  /** The Developers balance with topUp={CHECKOUT_SESSION_ID}, which the provider fills in. */
  readonly successUrl: string;
  /** The Developers balance with topUp=cancelled. */
  readonly cancelUrl: string;
}

/**
 * Where a top-up's hosted checkout returns: the account's dashboard (/Admin, spec §2's 'Admin
 * Dashboard') opened on its Developers balance, which confirms the session it names.
 */
export function topUpReturnUrls(publicUrl: string): TopUpReturnUrls {
  const base = `${publicUrl.replace(/\/+$/, '')}${SITE_ROUTES.admin}?developers=balance`;
  return {
    // The braces stay as they are: the provider looks for them.
    successUrl: `${base}&topUp=${SESSION_ID_PLACEHOLDER}`,
    cancelUrl: `${base}&topUp=cancelled`,
  };
}
