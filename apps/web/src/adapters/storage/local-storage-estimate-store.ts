import {
  decodeEstimateLink,
  type EstimateStore,
  encodeEstimateLink,
  type SavedEstimate,
  STORAGE_KEYS,
} from '@netzero/core';

/** EstimateStore in the browser's localStorage, as the link's text (compact JSON). */
export class LocalStorageEstimateStore implements EstimateStore {
  constructor(private readonly storage: Storage) {}

  load(): SavedEstimate | null {
    const text = this.storage.getItem(STORAGE_KEYS.businessEstimate);
    return text === null ? null : decodeEstimateLink(text);
  }

  save(estimate: SavedEstimate): void {
    try {
      this.storage.setItem(STORAGE_KEYS.businessEstimate, encodeEstimateLink(estimate));
    } catch {
      // Storage full or blocked (private mode): the address still keeps the estimate.
    }
  }

  clear(): void {
    this.storage.removeItem(STORAGE_KEYS.businessEstimate);
  }
}
