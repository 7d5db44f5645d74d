import { isValidEmail, MAX_LINE_TONNES } from '@netzero/core';
import { z } from 'zod';

/** What a field with a control character (NUL, escape, a line break where none belongs…) is told. */
export const CONTROL_CHARACTERS_MESSAGE = 'Please remove control characters from this field.';

// Control characters reach e-mails, logs and operators' screens, and PostgreSQL refuses NUL in
// text outright (a 500). One line: no C0 (U+0000–U+001F), DEL, C1 (U+0080–U+009F), no U+2028/U+2029
// (line breaks to JavaScript and many renderers) and no unpaired surrogate (not UTF-8 at all).
const SINGLE_LINE = /^[^\p{Cc}\p{Cs}\u2028\u2029]*$/u;
// Several lines: the same, but tab, line feed and carriage return are text, and so are U+2028/2029.
const MULTI_LINE = /^(?:[^\p{Cc}\p{Cs}]|[\t\n\r])*$/u;

/** Refuses control characters in a one-line text field (after whatever trimming `text` does). */
export function singleLine(text: z.ZodString): z.ZodString {
  return text.regex(SINGLE_LINE, { message: CONTROL_CHARACTERS_MESSAGE });
}

/** Refuses control characters other than tab, line feed and carriage return in a text area. */
export function multiLine(text: z.ZodString): z.ZodString {
  return text.regex(MULTI_LINE, { message: CONTROL_CHARACTERS_MESSAGE });
}

/**
 * One line of text of at most `maxChars` characters (UTF-16 units) once trimmed, without control
 * characters: a tab or line break a form or a paste left at either end is trimmed away, not refused.
 */
export const SingleLineText = (maxChars: number) => singleLine(z.string().trim().max(maxChars));

/** Text of at most `maxChars` characters that may span lines, without other control characters. */
export const MultiLineText = (maxChars: number) => multiLine(z.string().max(maxChars));

/** An e-mail address by the core's rule (the same one every form uses), at most 254 characters. */
export const Email = singleLine(z.string().trim().max(254)).refine(isValidEmail, {
  message: 'Please enter a valid email address.',
});

/** A positive database id, as a number (1 … 2^31−1). */
export const Id = z.number().int().min(1).max(2_147_483_647);

/** A positive database id in a path or query string. */
export const IdParam = z.coerce.number().int().min(1).max(2_147_483_647);

/** A whole number of tonnes CO2 in one line of a cart or order (1 … 1,000,000). */
export const Tonnes = z.number().int().min(1).max(MAX_LINE_TONNES);

/** An amount of money in major units (dollars), as the spec's client reads it. */
export const Amount = z.number().nonnegative();
