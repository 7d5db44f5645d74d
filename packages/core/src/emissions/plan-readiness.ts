import { isEstimatorLineComplete } from '../validation/estimator-line.validator.js';
import type { EstimatorLine } from './estimator-line.js';

/** Whether 'Choose A Plan' is enabled (spec §5): at least one line, and every line complete. */
export function isReadyToChoosePlan(lines: readonly EstimatorLine[]): boolean {
  return lines.length > 0 && lines.every(isEstimatorLineComplete);
}
