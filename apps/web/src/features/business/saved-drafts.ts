import type { SavedEstimate, SavedEstimateLine } from '@netzero/core';
import type { LineDraft } from './estimator-draft';

/** The kept form of the estimator's lines (their keys are screen state, not part of the estimate). */
export function savedFromDrafts(lines: readonly LineDraft[]): SavedEstimate {
  return {
    lines: lines.map((line): SavedEstimateLine => {
      const { key: _key, ...saved } = line;
      return saved;
    }),
  };
}

/** The lines of a kept estimate, keyed from 1 in order. */
export function draftsFromSaved(estimate: SavedEstimate): LineDraft[] {
  return estimate.lines.map((line, index): LineDraft => {
    const key = index + 1;
    if (line.mode !== 'tourism' || line.kmFromPlaces) return { ...line, key };
    // A distance typed by hand stays: without the place ids, the distance lookup that runs for
    // picked places on mount cannot replace it; the place names stay as text.
    return { ...line, key, from: { ...line.from, id: null }, to: { ...line.to, id: null } };
  });
}
