import type { SessionStore } from '@netzero/core';

const KEYS = { token: 'opsToken', operatorId: 'opsOperatorId' } as const;

/**
 * The operator's session in sessionStorage, apart from the buyer's: it ends with the tab (consoles
 * are opened on shared machines too) and never signs the shop's pages in as an operator.
 */
export class SessionStorageOperatorSessionStore implements SessionStore {
  constructor(private readonly storage: Storage) {}

  getToken(): string | null {
    return this.storage.getItem(KEYS.token);
  }

  setToken(token: string): void {
    this.storage.setItem(KEYS.token, token);
  }

  getUserId(): string | null {
    return this.storage.getItem(KEYS.operatorId);
  }

  setUserId(operatorId: string): void {
    this.storage.setItem(KEYS.operatorId, operatorId);
  }

  clear(): void {
    this.storage.removeItem(KEYS.token);
    this.storage.removeItem(KEYS.operatorId);
  }
}
