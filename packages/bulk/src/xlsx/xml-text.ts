/** What is wrong with an XML part read by a scanner: malformed, or over a size limit. */
export class XmlPartError extends Error {
  override readonly name = 'XmlPartError';
  readonly problem: 'damaged' | 'overLimit';

  constructor(problem: 'damaged' | 'overLimit', message: string) {
    super(message);
    this.problem = problem;
  }
}

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

// XML reads a line break written as CR LF or CR as LF (references like &#13; stay CR).
const REFERENCE_OR_BREAK = /&(?:#x([0-9a-fA-F]{1,6})|#([0-9]{1,7})|(amp|lt|gt|quot|apos));|\r\n?/g;

function replaceReference(
  match: string,
  hex: string | undefined,
  decimal: string | undefined,
  name: string | undefined,
): string {
  if (name !== undefined) return NAMED[name] ?? match;
  if (hex === undefined && decimal === undefined) return '\n';
  const code = hex !== undefined ? Number.parseInt(hex, 16) : Number(decimal);
  // A reference to no character (0, a surrogate, past U+10FFFF) is kept as written.
  const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
  return valid ? String.fromCodePoint(code) : match;
}

/** Raw XML character data as the text it stands for: entity and character references decoded. */
export function decodeXmlText(raw: string): string {
  if (raw.indexOf('&') === -1 && raw.indexOf('\r') === -1) return raw;
  return raw.replace(REFERENCE_OR_BREAK, replaceReference);
}

const LONGEST_REFERENCE = 10;

/**
 * Where raw text ending a chunk can be cut and decoded now: before a trailing reference whose
 * ';' may be in the next chunk, or a trailing CR whose LF may be.
 */
export function decodableEnd(text: string, from: number): number {
  let end = text.length;
  if (end > from && text.charCodeAt(end - 1) === 13) end--;
  const amp = text.lastIndexOf('&', end - 1);
  // Only a short run can still become a reference (the longest is '&#x10FFFF;').
  if (amp >= from && end - amp < LONGEST_REFERENCE && text.indexOf(';', amp) === -1) end = amp;
  return end;
}
