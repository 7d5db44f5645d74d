import { decimalFormat } from '../format/decimal-format.js';
import { roundToScaledInteger } from '../pricing/decimal-rounding.js';

const KILOGRAMS = decimalFormat({ maximumFractionDigits: 0 });
const TONNES = decimalFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * An emission in tonnes CO2 for display: whole kilograms under one tonne ('294 kg'), otherwise
 * tonnes to two decimals ('1.29 t', '1,400.50 t'); rounded half away from zero. A negative or
 * non-finite amount shows as '0 kg' (estimates are never negative).
 */
export function formatEmission(tonnes: number): string {
  if (!Number.isFinite(tonnes) || tonnes <= 0) return '0 kg';
  const kilograms = roundToScaledInteger(tonnes, 3);
  if (kilograms < 1000) return `${KILOGRAMS.format(kilograms)} kg`;
  return `${TONNES.format(roundToScaledInteger(tonnes, 2) / 100)} t`;
}
