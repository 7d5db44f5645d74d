import { detachedString } from '@netzero/core';

/** A CSV field delimiter: ',' (RFC 4180) or ';' (what spreadsheets write in comma-decimal locales). */
export type CsvDelimiter = ',' | ';';

const QUOTE = 34; // "
const LF = 10;
const CR = 13;
const BYTE_ORDER_MARK = 0xfeff;

/** Where the first record of a text ends (its line break outside quotes), or -1 when it goes on. */
function firstRecordEnd(text: string): number {
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    // A doubled quote inside a quoted field toggles twice, so it leaves the state as it was.
    if (code === QUOTE) quoted = !quoted;
    else if (!quoted && (code === LF || code === CR)) return index;
  }
  return -1;
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
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas += 1;
    else if (!quoted && char === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/** Receives each record's fields and its number (from 1) as the reader completes it. */
export type CsvRecordHandler = (fields: string[], recordNumber: number) => void;

/**
 * A faster reader for the plain lines of a known layout (the bulk estimate's): offered the text at
 * a record's start, it takes as many whole lines as it can, each one record, and says where it
 * stopped and how many it took; the reader goes on from there with its own rules.
 */
export interface CsvLinesShortcut {
  readLines(text: string, start: number, firstRecordNumber: number): CsvLinesTaken;
}

/** What a CsvLinesShortcut took: the index after its last line, and how many lines. */
export interface CsvLinesTaken {
  end: number;
  records: number;
}

/**
 * A streaming CSV reader (RFC 4180): push text chunks split anywhere, then end(); each record goes
 * to the handler as soon as it is complete, and only the unfinished record is kept. Quoted fields
 * may hold the delimiter, doubled quotes and line breaks; records end at CRLF, LF or CR; a leading
 * byte-order mark and one final line break are ignored; a blank line is the record ['']. Lenient
 * like spreadsheets: text after a closing quote is kept, a quote inside an unquoted field is
 * literal, and an unterminated quote runs to the end. Without a delimiter, the first record's
 * dominant one is used (detectCsvDelimiter).
 */
export class CsvRecordReader {
  readonly #onRecord: CsvRecordHandler;
  #delimiter: CsvDelimiter | null;
  #delimiterCode = 0;
  #pending = '';
  #started = false;
  #records = 0;

  readonly #shortcut: () => CsvLinesShortcut | null;

  /** `shortcut` is asked at every chunk, so that it can start once a header is known. */
  constructor(
    onRecord: CsvRecordHandler,
    delimiter: CsvDelimiter | null = null,
    shortcut: () => CsvLinesShortcut | null = () => null,
  ) {
    this.#onRecord = onRecord;
    this.#shortcut = shortcut;
    this.#delimiter = delimiter;
    if (delimiter) this.#delimiterCode = delimiter.charCodeAt(0);
  }

  /** Records completed so far. */
  get recordCount(): number {
    return this.#records;
  }

  /** The delimiter in use, once known. */
  get delimiter(): CsvDelimiter | null {
    return this.#delimiter;
  }

  /** Reads a chunk; an unfinished record waits for the next chunk. */
  push(chunk: string): void {
    const pending = this.#pending;
    if (pending === '') {
      this.#read(chunk, false);
      return;
    }
    // V8 keeps `pending + chunk` as a rope that every later indexOf and charCodeAt walks, or copies
    // whole. The unfinished record nearly always ends on the chunk's first line: finish it with
    // that line alone, then read the rest of the chunk where it is.
    const firstLineEnd = chunk.indexOf('\n') + 1;
    if (firstLineEnd === 0) {
      this.#read(pending + chunk, false);
      return;
    }
    this.#read(pending + chunk.slice(0, firstLineEnd), false);
    if (this.#pending === '') this.#read(chunk, false, firstLineEnd);
    else this.#read(this.#pending + chunk.slice(firstLineEnd), false);
  }

  /** Reads what is left: the last record may end without a line break. */
  end(): void {
    this.#read(this.#pending, true);
    this.#pending = '';
  }

  /** Reads `input` from `start` (past the start only once the first record is read). */
  #read(input: string, final: boolean, start = 0): void {
    let text = input;
    if (!this.#started) {
      if (text === '') return;
      this.#started = true;
      if (text.charCodeAt(0) === BYTE_ORDER_MARK) text = text.slice(1);
    }
    if (this.#delimiter === null) {
      // The first record decides the delimiter: wait until it is complete (or the text ends).
      if (!final && firstRecordEnd(text) === -1) {
        this.#pending = text;
        return;
      }
      this.#delimiter = detectCsvDelimiter(text);
      this.#delimiterCode = this.#delimiter.charCodeAt(0);
    }
    const consumed = this.#readRecords(text, final, start);
    this.#pending = consumed === text.length ? '' : detachedString(text.slice(consumed));
  }

  /** Reads every complete record of text from `start`; returns where it stopped. */
  #readRecords(text: string, final: boolean, start: number): number {
    const delimiter = this.#delimiter as CsvDelimiter;
    const length = text.length;
    let position = start;
    // Where the next quote and the next CR are, found once and reused until passed.
    let nextQuote = -2;
    let nextReturn = -2;
    while (position < length) {
      const shortcut = this.#shortcut();
      if (shortcut) {
        const taken = shortcut.readLines(text, position, this.#records + 1);
        this.#records += taken.records;
        position = taken.end;
        if (position >= length) break;
      }
      const lineFeed = text.indexOf('\n', position);
      if (nextReturn !== -1 && nextReturn < position) nextReturn = text.indexOf('\r', position);
      // A line is cut at its LF and split natively, unless a CR stands before its CRLF or LF: a
      // CR-only line end (old Mac files) or a CR in a field, rare, which the slow reader takes.
      if (lineFeed !== -1 && (nextReturn === -1 || nextReturn >= lineFeed - 1)) {
        if (nextQuote !== -1 && nextQuote < position) nextQuote = text.indexOf('"', position);
        const end =
          lineFeed > position && text.charCodeAt(lineFeed - 1) === CR ? lineFeed - 1 : lineFeed;
        const fields =
          nextQuote === -1 || nextQuote > end
            ? text.slice(position, end).split(delimiter)
            : this.#splitQuotedLine(text, position, end);
        if (fields !== null) {
          this.#records += 1;
          this.#onRecord(fields, this.#records);
          position = lineFeed + 1;
          continue;
        }
      }
      const next = this.#readRecordSlowly(text, position, final);
      if (next === -1) return position;
      position = next;
    }
    return position;
  }

  /**
   * The fields of a line [start, end) that holds quotes, or null when a quoted field goes past the
   * line's end (a quoted line break: the slow reader takes the record).
   */
  #splitQuotedLine(text: string, start: number, end: number): string[] | null {
    const delimiter = this.#delimiter as CsvDelimiter;
    const fields: string[] = [];
    let index = start;
    for (;;) {
      let fieldEnd: number;
      if (text.charCodeAt(index) === QUOTE) {
        let value = '';
        let from = index + 1;
        for (;;) {
          const quote = text.indexOf('"', from);
          if (quote === -1 || quote >= end) return null;
          if (text.charCodeAt(quote + 1) === QUOTE) {
            value += text.slice(from, quote + 1);
            from = quote + 2;
            continue;
          }
          value += text.slice(from, quote);
          fieldEnd = text.indexOf(delimiter, quote + 1);
          if (fieldEnd === -1 || fieldEnd > end) fieldEnd = end;
          // Text between the closing quote and the delimiter is kept, as the slow reader keeps it.
          fields.push(fieldEnd > quote + 1 ? value + text.slice(quote + 1, fieldEnd) : value);
          break;
        }
      } else {
        fieldEnd = text.indexOf(delimiter, index);
        if (fieldEnd === -1 || fieldEnd > end) fieldEnd = end;
        fields.push(text.slice(index, fieldEnd));
      }
      if (fieldEnd === end) return fields;
      index = fieldEnd + 1;
    }
  }

  /**
   * One record from `start`, character by character (quotes, CR-only line ends, the text's end).
   * Returns the index after it, or -1 when the record may go on in the next chunk.
   */
  #readRecordSlowly(text: string, start: number, final: boolean): number {
    const length = text.length;
    const fields: string[] = [];
    let index = start;
    for (;;) {
      if (text.charCodeAt(index) === QUOTE) {
        let value = '';
        let from = index + 1;
        for (;;) {
          const quote = text.indexOf('"', from);
          if (quote === -1) {
            if (!final) return -1;
            fields.push(value + text.slice(from));
            return this.#emit(fields, length);
          }
          value += text.slice(from, quote);
          // A quote at the very end may be the first of a doubled pair: wait for the next chunk.
          if (quote + 1 === length && !final) return -1;
          if (text.charCodeAt(quote + 1) === QUOTE) {
            value += '"';
            from = quote + 2;
            continue;
          }
          const end = this.#fieldEnd(text, quote + 1);
          if (end === length && !final) return -1;
          fields.push(value + text.slice(quote + 1, end));
          index = end;
          break;
        }
      } else {
        const end = this.#fieldEnd(text, index);
        if (end === length && !final) return -1;
        fields.push(text.slice(index, end));
        index = end;
      }
      if (index >= length) return this.#emit(fields, length);
      const code = text.charCodeAt(index);
      if (code === this.#delimiterCode) {
        index += 1;
        if (index < length) continue;
        if (!final) return -1;
        fields.push('');
        return this.#emit(fields, length);
      }
      if (code === CR) {
        // A CR at the very end may be the first half of a CRLF split between chunks.
        if (index + 1 === length && !final) return -1;
        return this.#emit(fields, text.charCodeAt(index + 1) === LF ? index + 2 : index + 1);
      }
      return this.#emit(fields, index + 1);
    }
  }

  /** Where a field ends: the next delimiter or line break at or after `from`, or the text's end. */
  #fieldEnd(text: string, from: number): number {
    let end = from;
    while (end < text.length) {
      const code = text.charCodeAt(end);
      if (code === this.#delimiterCode || code === LF || code === CR) return end;
      end += 1;
    }
    return end;
  }

  #emit(fields: string[], next: number): number {
    this.#records += 1;
    this.#onRecord(fields, this.#records);
    return next;
  }
}

/** The records of a whole CSV text, read with CsvRecordReader. */
export function parseCsv(text: string, delimiter: CsvDelimiter | null = null): string[][] {
  const records: string[][] = [];
  const reader = new CsvRecordReader((fields) => records.push(fields), delimiter);
  reader.push(text);
  reader.end();
  return records;
}
