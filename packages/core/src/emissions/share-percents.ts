import { roundToScaledInteger } from '../pricing/decimal-rounding.js';

/**
 * Each amount's share of their sum in percent, to `decimals` places, rounded by the largest
 * remainder method so that the shown shares add up to exactly 100 (33 + 33 + 34, never 99 or 101).
 * Negative and non-finite amounts count as 0; when nothing is left every share is 0.
 */
export function sharePercents(amounts: readonly number[], decimals = 0): number[] {
  const clean = amounts.map((amount) => (Number.isFinite(amount) && amount > 0 ? amount : 0));
  const total = clean.reduce((sum, amount) => sum + amount, 0);
  if (!(total > 0) || !Number.isFinite(total)) return clean.map(() => 0);
  // Work in units of 10^-decimals percent: 100 % is `whole` units.
  const whole = roundToScaledInteger(100, decimals);
  const exact = clean.map((amount) => (amount / total) * whole);
  const floors = exact.map((units) => Math.floor(units));
  let missing = whole - floors.reduce((sum, units) => sum + units, 0);
  // Hand the missing units to the largest remainders; ties go to the earlier amount.
  const byRemainder = exact
    .map((units, index) => ({ index, remainder: units - (floors[index] ?? 0) }))
    .filter(({ index }) => (clean[index] ?? 0) > 0)
    .sort((left, right) => right.remainder - left.remainder || left.index - right.index);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    missing -= 1;
  }
  return floors.map((units) => units / 10 ** decimals);
}
