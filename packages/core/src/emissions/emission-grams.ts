/** Grams in a tonne: estimates count whole grams inside and give tonnes only at the edge. */
export const GRAMS_PER_TONNE = 1_000_000;

/** Decimal places of any estimate in tonnes (whole grams): 0.294, never 0.29400000000000004. */
export const ESTIMATE_TONNES_DECIMALS = 6;

/** Grams of a factor given in tonnes per unit, as a whole number (0.00021 t/km → 210 g/km). */
export function gramsPerUnit(tonnesPerUnit: number): number {
  return Math.round(tonnesPerUnit * GRAMS_PER_TONNE);
}

/** Tonnes of a whole number of grams: the double nearest the exact decimal (294000 → 0.294). */
export function gramsToTonnes(grams: number): number {
  return grams / GRAMS_PER_TONNE;
}
