import type { SessionStore } from '../../src/ports/session-store.port.js';

/** A SessionStore held in memory; its fields are public so tests can arrange and inspect them. */
export class InMemorySessionStore implements SessionStore {
  token: string | null;
  userId: string | null;

  constructor(initial: { token?: string | null; userId?: string | null } = {}) {
    this.token = initial.token ?? null;
    this.userId = initial.userId ?? null;
  }

  getToken(): string | null {
    return this.token;
  }

  setToken(token: string): void {
    this.token = token;
  }

  getUserId(): string | null {
    return this.userId;
  }

  setUserId(userId: string): void {
    this.userId = userId;
  }

  clear(): void {
    this.token = null;
    this.userId = null;
  }
}
