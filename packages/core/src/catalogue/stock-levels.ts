/**
 * Available tonnes under which the operator console warns that a project runs low. An absolute
 * level rather than a share of what a project ever had: a large order of ~100 t is common, and
 * no record of a project's original stock exists until inventory arrives as registry issuances.
 */
export const LOW_STOCK_TONNES = 100;

/** Whether a project with `availableTonnes` left (tonnes CO2) should be restocked soon. */
export function isLowStock(availableTonnes: number): boolean {
  return availableTonnes < LOW_STOCK_TONNES;
}
