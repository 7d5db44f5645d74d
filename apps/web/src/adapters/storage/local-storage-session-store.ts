import { type SessionStore, STORAGE_KEYS } from '@netzero/core';

/** SessionStore in the browser's localStorage under the spec's keys jwtToken and userId. */
export class LocalStorageSessionStore implements SessionStore {
  constructor(private readonly storage: Storage) {}

  getToken(): string | null {
    return this.storage.getItem(STORAGE_KEYS.token);
  }

  setToken(token: string): void {
    this.storage.setItem(STORAGE_KEYS.token, token);
  }

  getUserId(): string | null {
    return this.storage.getItem(STORAGE_KEYS.userId);
  }

  setUserId(userId: string): void {
    this.storage.setItem(STORAGE_KEYS.userId, userId);
  }

  clear(): void {
    this.storage.removeItem(STORAGE_KEYS.token);
    this.storage.removeItem(STORAGE_KEYS.userId);
  }
}
