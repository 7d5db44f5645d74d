import { gramsToTonnes } from './emission-grams.js';
import { estimateLineGrams } from './estimate-line.js';
import { type EstimatorLine, type EstimatorMode, estimatorModeOf } from './estimator-line.js';

/** Tonnes CO2 per user-facing estimator mode (boating counted under tourism). */
export type TonnesByMode = Readonly<Record<EstimatorMode, number>>;

/** The estimate of a list of lines, all in tonnes CO2 (whole grams: at most 6 decimals). */
export type LinesEstimate = {
  /** Tonnes of each line, in the order given. */
  readonly perLine: readonly number[];
  /** Tonnes per mode; in grams, the three add up exactly to `total`. */
  readonly byMode: TonnesByMode;
  /** Tonnes of all lines. */
  readonly total: number;
};

/** Tonnes CO2 of each line, of each mode and in total; summed in whole grams, so exactly. */
export function estimateLines(lines: readonly EstimatorLine[]): LinesEstimate {
  const perLine: number[] = [];
  const grams: Record<EstimatorMode, number> = { tourism: 0, events: 0, hotels: 0 };
  for (const line of lines) {
    const lineGrams = estimateLineGrams(line);
    perLine.push(gramsToTonnes(lineGrams));
    grams[estimatorModeOf(line)] += lineGrams;
  }
  return {
    perLine,
    byMode: {
      tourism: gramsToTonnes(grams.tourism),
      events: gramsToTonnes(grams.events),
      hotels: gramsToTonnes(grams.hotels),
    },
    total: gramsToTonnes(grams.tourism + grams.events + grams.hotels),
  };
}
