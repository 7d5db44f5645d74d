/** Smallest and largest top-up or test-funds amount the server accepts, in cents (the contract's). */
export const AMOUNT_MIN_CENTS = 1_000;
export const AMOUNT_MAX_CENTS = 10_000_000;

/**
 * Dollars as typed ('50', '49.99', '$1,000') in whole cents; null for anything else (more than
 * two decimals, letters, a negative amount). Parsed as text so that no float rounding creeps in.
 */
export function parseDollars(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '').replaceAll(',', '');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as a plain dollar amount for an input, e.g. 2500 → '25', 2550 → '25.50'. */
export function centsToInput(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}
