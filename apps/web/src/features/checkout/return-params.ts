/** The query parameters of the payment return page, in the order its address keeps them (spec §4). */
export const RETURN_PARAMS = ['orderId', 'userId', 'session_id'] as const;

/**
 * The return page's query with only orderId, userId and session_id, in that order (others are
 * dropped; missing ones stay missing), without its '?'.
 */
export function keptReturnQuery(search: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of RETURN_PARAMS) {
    const value = search.get(name);
    if (value !== null) kept.set(name, value);
  }
  return kept.toString();
}
