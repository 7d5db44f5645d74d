/** Where the session lives between page loads (storage keys jwtToken and userId, spec §3). */
export interface SessionStore {
  /** The stored token as written (possibly with 'Bearer '), or null. */
  getToken(): string | null;
  setToken(token: string): void;
  /** The stored user id, or null. */
  getUserId(): string | null;
  setUserId(userId: string): void;
  /** Removes both the token and the user id. */
  clear(): void;
}
