import type { SavedEstimate } from '../emissions/saved-estimate.js';

/** Where the business estimate is kept between visits on this device. */
export interface EstimateStore {
  /** The kept estimate, or null when there is none or it cannot be read. */
  load(): SavedEstimate | null;
  save(estimate: SavedEstimate): void;
  /** Forgets the kept estimate. */
  clear(): void;
}
