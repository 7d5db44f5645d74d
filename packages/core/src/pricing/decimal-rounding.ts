/**
 * Decimal rounding that judges halves on a number's shortest decimal spelling, so 1.005 rounds
 * to 1.01 (as a person reads it) although the binary double lies just below 1.005.
 */

// Moving the decimal point through the string spelling avoids the error that `x * 10 ** n` adds.
function shiftDecimalPoint(value: number, places: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/** `value × 10^decimals` rounded half away from zero to an integer (e.g. dollars to whole cents with decimals = 2). */
export function roundToScaledInteger(value: number, decimals: number): number {
  if (!Number.isInteger(decimals)) {
    throw new RangeError(`decimals must be an integer, got ${decimals}`);
  }
  if (!Number.isFinite(value)) return value;
  const scaled = shiftDecimalPoint(Math.abs(value), decimals);
  // Beyond 2^53 a double has no fractional part left to round.
  const magnitude = Number.isFinite(scaled) ? Math.round(scaled) : scaled;
  const rounded = value < 0 ? -magnitude : magnitude;
  return rounded === 0 ? 0 : rounded;
}

/** A number rounded half away from zero to `decimals` decimal places (unitless; NaN and ±Infinity pass through). */
export function roundHalfAwayFromZero(value: number, decimals: number): number {
  const scaled = roundToScaledInteger(value, decimals);
  if (!Number.isFinite(scaled)) return value;
  const rounded = shiftDecimalPoint(scaled, -decimals);
  return rounded === 0 ? 0 : rounded;
}
