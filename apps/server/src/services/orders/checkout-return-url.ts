import { SESSION_ID_PLACEHOLDER } from '../ports/payment-provider.port.js';
import { sameOriginUrl } from '../shared/same-origin-url.js';

/**
 * The page a buyer comes back to after the hosted checkout: `requested` when it is on the site's
 * own origin (anything else is ignored, so the site is no open redirect), else `${publicUrl}/checkout`,
 * with orderId, userId (left out for a guest: an empty one says nothing) and session_id appended as
 * the spec's return page reads them.
 */
export function checkoutReturnUrl(
  publicUrl: string,
  requested: string | null,
  ids: { orderId: number; userId: number | null },
): string {
  const url = sameOriginUrl(publicUrl, requested) ?? new URL(`${publicUrl}/checkout`);
  url.hash = '';
  url.searchParams.delete('session_id');
  url.searchParams.set('orderId', String(ids.orderId));
  if (ids.userId === null) url.searchParams.delete('userId');
  else url.searchParams.set('userId', String(ids.userId));
  // Appended by hand: URLSearchParams would percent-encode the braces the provider looks for.
  return `${url.toString()}&session_id=${SESSION_ID_PLACEHOLDER}`;
}
