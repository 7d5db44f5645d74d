/** A CSV field delimiter: ',' (RFC 4180) or ';' (what spreadsheets write in comma-decimal locales). */
export type CsvDelimiter = ',' | ';';

const QUOTE = '"';
const BYTE_ORDER_MARK = 0xfeff;

function isLineBreak(char: string | undefined): boolean {
  return char === '\n' || char === '\r';
}

/**
 * The delimiter of a CSV text: ';' when its first record holds more semicolons than commas
 * outside quotes, else ','.
 */
export function detectCsvDelimiter(text: string): CsvDelimiter {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    // A doubled quote inside a quoted field toggles twice, so it leaves the state as it was.
    if (char === QUOTE) quoted = !quoted;
    else if (!quoted && isLineBreak(char)) break;
    else if (!quoted && char === ',') commas += 1;
    else if (!quoted && char === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/** Where a field ends: the next delimiter or line break at or after `from`, or the text's end. */
function fieldEnd(text: string, from: number, delimiter: CsvDelimiter): number {
  let end = from;
  while (end < text.length && text[end] !== delimiter && !isLineBreak(text[end])) end += 1;
  return end;
}

/** A quoted field starting at the quote at `start`: its value and the index just after it. */
function readQuotedField(
  text: string,
  start: number,
  delimiter: CsvDelimiter,
): { value: string; next: number } {
  let value = '';
  let from = start + 1;
  for (;;) {
    const quote = text.indexOf(QUOTE, from);
    // An unterminated quote runs to the end of the text rather than losing what it held.
    if (quote === -1) return { value: value + text.slice(from), next: text.length };
    value += text.slice(from, quote);
    if (text[quote + 1] === QUOTE) {
      value += QUOTE;
      from = quote + 2;
      continue;
    }
    // Anything between the closing quote and the delimiter is kept as written (lenient, like spreadsheets).
    const end = fieldEnd(text, quote + 1, delimiter);
    return { value: value + text.slice(quote + 1, end), next: end };
  }
}

/**
 * The records of a CSV text (RFC 4180): quoted fields may hold the delimiter, doubled quotes and
 * line breaks; records end at CRLF, LF or CR; a leading byte-order mark and one final line break
 * are ignored. Every record has at least one field (a blank line is ['']).
 */
export function parseCsv(
  text: string,
  delimiter: CsvDelimiter = detectCsvDelimiter(text),
): string[][] {
  const records: string[][] = [];
  let index = text.charCodeAt(0) === BYTE_ORDER_MARK ? 1 : 0;
  if (index >= text.length) return records;
  let record: string[] = [];
  for (;;) {
    if (text[index] === QUOTE) {
      const field = readQuotedField(text, index, delimiter);
      record.push(field.value);
      index = field.next;
    } else {
      const end = fieldEnd(text, index, delimiter);
      record.push(text.slice(index, end));
      index = end;
    }
    if (index >= text.length) break;
    if (text[index] === delimiter) {
      index += 1;
      if (index >= text.length) {
        record.push('');
        break;
      }
      continue;
    }
    index += text[index] === '\r' && text[index + 1] === '\n' ? 2 : 1;
    records.push(record);
    record = [];
    if (index >= text.length) return records;
  }
  records.push(record);
  return records;
}
