import { roundHalfAwayFromZero } from '../pricing/decimal-rounding.js';

/** Tonnes rounded half away from zero for display, to `decimals` places (3 by default: the nearest kilogram). */
export function roundTonnes(tonnes: number, decimals = 3): number {
  return roundHalfAwayFromZero(tonnes, decimals);
}
