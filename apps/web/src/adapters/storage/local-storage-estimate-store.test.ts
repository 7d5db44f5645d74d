import { encodeEstimateLink, type SavedEstimate, STORAGE_KEYS } from '@netzero/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { LocalStorageEstimateStore } from './local-storage-estimate-store';

const estimate: SavedEstimate = {
  lines: [{ mode: 'hotels', nights: '2', rating: 3, energy: '100' }],
};

describe('LocalStorageEstimateStore', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the estimate as its link code under businessEstimate, and forgets it', () => {
    const store = new LocalStorageEstimateStore(localStorage);
    expect(store.load()).toBe(null);
    store.save(estimate);
    expect(localStorage.getItem(STORAGE_KEYS.businessEstimate)).toBe(encodeEstimateLink(estimate));
    expect(new LocalStorageEstimateStore(localStorage).load()).toEqual(estimate);
    store.clear();
    expect(localStorage.getItem(STORAGE_KEYS.businessEstimate)).toBe(null);
  });

  it('reads a damaged value as nothing kept', () => {
    localStorage.setItem(STORAGE_KEYS.businessEstimate, '{"lines":"x"}');
    expect(new LocalStorageEstimateStore(localStorage).load()).toBe(null);
  });

  it('does not throw when storage is full or blocked', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    expect(() => new LocalStorageEstimateStore(full).save(estimate)).not.toThrow();
  });
});
