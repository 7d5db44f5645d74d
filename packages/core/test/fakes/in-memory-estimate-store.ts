import type { SavedEstimate } from '../../src/emissions/saved-estimate.js';
import type { EstimateStore } from '../../src/ports/estimate-store.port.js';

/** An EstimateStore held in memory; it copies through JSON, as real storage does. */
export class InMemoryEstimateStore implements EstimateStore {
  estimate: SavedEstimate | null;
  /** How many times save() was called. */
  saveCount = 0;

  constructor(initial: SavedEstimate | null = null) {
    this.estimate = initial;
  }

  load(): SavedEstimate | null {
    return this.estimate === null ? null : structuredClone(this.estimate);
  }

  save(estimate: SavedEstimate): void {
    this.saveCount += 1;
    this.estimate = structuredClone(estimate);
  }

  clear(): void {
    this.estimate = null;
  }
}
