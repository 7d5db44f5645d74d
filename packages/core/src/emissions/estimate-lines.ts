import { estimateLineTonnes } from './estimate-line.js';
import { type EstimatorLine, type EstimatorMode, estimatorModeOf } from './estimator-line.js';

/** Tonnes CO2 per user-facing estimator mode (boating counted under tourism). */
export type TonnesByMode = Readonly<Record<EstimatorMode, number>>;

/** The estimate of a list of lines, all in tonnes CO2. */
export type LinesEstimate = {
  /** Tonnes of each line, in the order given. */
  readonly perLine: readonly number[];
  /** Tonnes per mode; the three add up to `total`. */
  readonly byMode: TonnesByMode;
  /** Tonnes of all lines. */
  readonly total: number;
};

/** Tonnes CO2 of each line, of each mode and in total. */
export function estimateLines(lines: readonly EstimatorLine[]): LinesEstimate {
  const perLine: number[] = [];
  const byMode: Record<EstimatorMode, number> = { tourism: 0, events: 0, hotels: 0 };
  for (const line of lines) {
    const tonnes = estimateLineTonnes(line);
    perLine.push(tonnes);
    byMode[estimatorModeOf(line)] += tonnes;
  }
  return { perLine, byMode, total: byMode.tourism + byMode.events + byMode.hotels };
}
