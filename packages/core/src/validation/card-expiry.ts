/** Longest expiry a card form takes as typed, in characters ("12 / 2028"). */
export const CARD_EXPIRY_TYPED_MAX_LENGTH = 9;

// Month (one or two digits), an optional '/', then a two-digit year; or with '/', a 20YY year.
const LENIENT_EXPIRY = /^(\d{1,2})\/?(\d{2})$|^(\d{1,2})\/20(\d{2})$/;

/**
 * An expiry as buyers type it ("1228", "12 / 28", "12/28", "1/28", "12/2028") written as MM/YY;
 * any other text comes back trimmed and unchanged, for the MM/YY rule to refuse. Spaces are
 * ignored, so nobody has to type the '/' by hand.
 */
export function normalizeCardExpiry(value: string): string {
  const compact = value.replace(/\s+/g, '');
  const match = LENIENT_EXPIRY.exec(compact);
  if (!match) return value.trim();
  const month = match[1] ?? match[3] ?? '';
  const year = match[2] ?? match[4] ?? '';
  // A bare "128" is ambiguous (1/28 or 12/8): only one-digit months written with '/' are read.
  if (month.length === 1 && !compact.includes('/')) return value.trim();
  return `${month.padStart(2, '0')}/${year}`;
}
