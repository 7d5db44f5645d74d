const DIGITS_ONLY = /^\d+$/;

/** Whether a user id exists and is all digits, which every cart call needs (spec §5 'Token'). */
export function isNumericUserId(value: unknown): value is string | number {
  if (typeof value === 'string') return DIGITS_ONLY.test(value);
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}
