/** Shortest password accepted at signup and reset, in characters (Unicode code points). */
export const PASSWORD_MIN_LENGTH = 8;

/** Whether a password, exactly as typed, has at least PASSWORD_MIN_LENGTH characters. */
export function isLongEnoughPassword(password: string): boolean {
  // Count code points, not UTF-16 units, so an emoji counts as one character as the user sees it.
  return [...password].length >= PASSWORD_MIN_LENGTH;
}
