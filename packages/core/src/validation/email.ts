/** Longest accepted e-mail address, in characters (the SMTP path limit of RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

// The spec's {email} format: something@something.tld. One '@'; no whitespace or control characters
// anywhere; the domain is dot-separated non-empty labels ending in a top-level label of 2+ characters.
// Deliberately lenient beyond that (no RFC 5322 quoting, Unicode allowed): the confirmation e-mail is
// the real check. Labels exclude '.', so the pattern cannot backtrack catastrophically.
const EMAIL = /^[^\s@\p{Cc}]+@(?:[^\s@.\p{Cc}]+\.)+[^\s@.\p{Cc}]{2,}$/u;

/** Whether a text, exactly as given (callers trim it first), is an e-mail address of the form local@domain.tld. */
export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);
}
