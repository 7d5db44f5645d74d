import type { MessageCode } from '@netzero/core';

/** The visitor's session as the whole app sees it (spec §4 'Session', §2 'Navigation bar'). */
export interface SessionState {
  /** False until the stored token has been checked once (the nav keeps its space meanwhile). */
  readonly checked: boolean;
  /** Whether a valid, unexpired token is stored. */
  readonly loggedIn: boolean;
  /** The logged-in user's id, or null. */
  readonly userId: string | null;
  /** Lines in the local cart (the nav badge shows it only when logged in and above 0). */
  readonly cartCount: number;
  /**
   * Why the last session ended, when the user should be told: an expired, malformed or rejected
   * token, or the account's own action (logged out everywhere, deleted).
   */
  readonly notice: MessageCode | null;
}

/** What SessionSync does for the provider once the ports have loaded. */
export interface SessionActions {
  refresh(): void;
  signOut(notice?: MessageCode | null): void;
}

/** The state before the stored token has been checked, and after a logout. */
export const UNCHECKED: SessionState = {
  checked: false,
  loggedIn: false,
  userId: null,
  cartCount: 0,
  notice: null,
};
