/**
 * News about the stored session that arrives while the app runs: the server rejected its token
 * (HTTP 401 to a call made with it, e.g. after 'log out on every device'). The app then treats the
 * visitor as logged out and says the session expired (spec §4 'Session').
 */
export interface SessionEvents {
  /** Says that the server no longer accepts the stored token (already removed from storage). */
  rejected(): void;
  /** Calls listener after every rejection; returns the function that stops listening. */
  subscribe(listener: () => void): () => void;
}
