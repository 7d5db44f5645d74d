import { SITE_ROUTES } from '@netzero/content';
import { SESSION_ID_PLACEHOLDER } from '../ports/payment-provider.port.js';
import { sameOriginUrl } from '../shared/same-origin-url.js';

/** The pages the provider sends an investor back to after paying or cancelling. */
export interface InvestmentReturnUrls {
  /** With investmentId and session_id={CHECKOUT_SESSION_ID}, which the provider fills in. */
  readonly successUrl: string;
  /** With investmentId and cancelled=1. */
  readonly cancelUrl: string;
}

/**
 * Where the investment form's payment returns: `requested` when it is on the site's own origin
 * (anything else is ignored, so the site is no open redirect), else `${publicUrl}/InvestmentForm`.
 */
export function investmentReturnUrls(
  publicUrl: string,
  requested: string | null | undefined,
  investmentId: number,
): InvestmentReturnUrls {
  const url =
    sameOriginUrl(publicUrl, requested) ?? new URL(`${publicUrl}${SITE_ROUTES.investmentForm}`);
  url.hash = '';
  for (const name of ['investmentId', 'session_id', 'cancelled']) url.searchParams.delete(name);
  url.searchParams.set('investmentId', String(investmentId));
  const cancel = new URL(url);
  cancel.searchParams.set('cancelled', '1');
  return {
    // Appended by hand: URLSearchParams would percent-encode the braces the provider looks for.
    successUrl: `${url.toString()}&session_id=${SESSION_ID_PLACEHOLDER}`,
    cancelUrl: cancel.toString(),
  };
}
