import { type BulkTableRow, parseCellRef } from '@netzero/core';
import { decodableEnd, decodeXmlText, XmlPartError } from './xml-text.js';

/** Most characters of text one row may hold (Excel's own cells stop at 32,767). */
export const MAX_ROW_CHARS = 16 * 1024 * 1024;
/** Most cells one row may hold (Excel stops at 16,384 columns). */
export const MAX_ROW_CELLS = 65_536;
/** Longest unfinished markup kept between chunks (a tag, comment or CDATA section). */
export const MAX_TAIL_CHARS = 1024 * 1024;

const GT = 62; // >
const SLASH = 47;
const BANG = 33;
const QUESTION = 63;
const COLON = 58;
const EQUALS = 61;
const QUOTE = 34;
const APOSTROPHE = 39;
const SPACE = 32;

/** How a cell's value is written (its t attribute). */
const CellType = { Plain: 0, Shared: 1, Boolean: 2, Inline: 3 } as const;
type CellType = (typeof CellType)[keyof typeof CellType];

/** Which text is being collected. */
const Capture = { None: 0, Value: 1, InlineRun: 2 } as const;
type Capture = (typeof Capture)[keyof typeof Capture];

/** The type written in buf[start, end) (start -1: no t attribute). */
function cellTypeAt(buf: string, start: number, end: number): CellType {
  if (start < 0) return CellType.Plain;
  if (end - start === 1) {
    const code = buf.charCodeAt(start);
    if (code === 115 /* s */) return CellType.Shared;
    if (code === 98 /* b */) return CellType.Boolean;
  } else if (end - start === 9 && buf.startsWith('inlineStr', start)) {
    return CellType.Inline;
  }
  return CellType.Plain;
}

/** A row number written as plain digits in buf[start, end), or -1 when it needs Number(). */
function plainRowNumber(buf: string, start: number, end: number): number {
  if (end <= start || end - start > 9) return -1;
  let number = 0;
  for (let i = start; i < end; i++) {
    const digit = buf.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    number = number * 10 + digit;
  }
  return number;
}

/**
 * The column of a reference in buf[start, end) when written as parseCellRef reads it as is
 * ('C12': 1-3 capitals, then a row from 1 with at most 7 digits), else -1 so that parseCellRef
 * reads it: the same answer, without a slice, a regex and an object per cell.
 */
function plainColumn(buf: string, start: number, end: number): number {
  let column = 0;
  let i = start;
  for (; i < end && i - start < 3; i++) {
    const code = buf.charCodeAt(i);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  const digits = end - i;
  if (i === start || digits < 1 || digits > 7) return -1;
  const first = buf.charCodeAt(i);
  if (first < 49 || first > 57) return -1;
  for (let j = i + 1; j < end; j++) {
    const code = buf.charCodeAt(j);
    if (code < 48 || code > 57) return -1;
  }
  return column - 1;
}

/** Whether an unfinished '<!…' may still become a CDATA section or a comment. */
function mayBecomeSection(markup: string): boolean {
  return '<![CDATA['.startsWith(markup) || '<!--'.startsWith(markup);
}

/**
 * Streams a worksheet's XML into rows: feed() it text chunks split anywhere, end() it once; each
 * row goes to onRow as soon as its </row> is read. Holds only the current row and an unfinished
 * tag or reference. Reads row, c, v, is, t and rPh (by local name, any namespace prefix) and skips
 * all else, with the cell semantics of the web app's reader: shared strings (t="s"), inline
 * strings (their <t> runs without <rPh> phonetic runs), booleans as TRUE/FALSE, anything else as
 * its <v> text.
 */
export class SheetRowScanner {
  private readonly sharedStrings: readonly string[];
  private readonly onRow: (row: BulkTableRow) => void;
  private tail = '';

  private inRow = false;
  private rowNumber = 0;
  private cells: string[] = [];
  private rowChars = 0;

  private inCell = false;
  private cellColumn = 0;
  private cellType: CellType = CellType.Plain;
  private value: string | null = null;
  private sawInline = false;
  private inInline = false;
  private inlineText = '';
  private phoneticDepth = 0;

  private capture: Capture = Capture.None;
  private text = '';

  /** Where the r and t values of the last row or c tag read lie in the chunk (-1: absent). */
  private rStart = -1;
  private rEnd = -1;
  private tStart = -1;
  private tEnd = -1;
  /** Whether that tag closed itself. */
  private selfClosing = false;

  constructor(sharedStrings: readonly string[], onRow: (row: BulkTableRow) => void) {
    this.sharedStrings = sharedStrings;
    this.onRow = onRow;
  }

  feed(chunk: string): void {
    let start = 0;
    if (this.tail.length > 0) {
      // Finish the unfinished markup on a small string: scanning tail + chunk whole would read
      // every character of the chunk through a concatenation (a V8 cons string), ~30% slower.
      const gt = chunk.indexOf('>');
      start = gt < 0 ? chunk.length : gt + 1;
      const head = this.tail + chunk.slice(0, start);
      this.tail = '';
      this.scan(head, 0);
      if (this.tail.length > 0) {
        // Not finished at that '>' (one inside a value, a comment or CDATA): read on from it.
        const rest = this.tail + chunk.slice(start);
        this.tail = '';
        this.scan(rest, 0);
        return;
      }
    }
    this.scan(chunk, start);
  }

  /** Ends the sheet; throws when it stops inside a tag or a row. */
  end(): void {
    if (this.tail.length > 0 || this.inRow) {
      throw new XmlPartError('damaged', 'the sheet XML ends inside a row or tag');
    }
  }

  private scan(buf: string, from: number): void {
    const length = buf.length;
    let pos = from;
    while (pos < length) {
      const lt = buf.indexOf('<', pos);
      if (lt === -1) {
        this.textAtEnd(buf, pos);
        return;
      }
      if (lt > pos && this.capture !== Capture.None) this.append(decodeXmlText(buf.slice(pos, lt)));
      // Fast paths for the unprefixed tags of every cell: <c …>, <v>, </v> and </c>.
      const c1 = buf.charCodeAt(lt + 1);
      const c2 = buf.charCodeAt(lt + 2);
      if (c1 === 99 /* c */ && c2 === SPACE && this.inRow && !this.inCell) {
        const next = this.openCell(buf, lt + 2);
        if (next < 0) {
          this.keepTail(buf.slice(lt));
          return;
        }
        pos = next;
        continue;
      }
      if (c1 === 118 /* v */ && c2 === GT) {
        if (this.inCell && this.value === null && this.capture === Capture.None) {
          this.startCapture(Capture.Value);
        }
        pos = lt + 3;
        continue;
      }
      if (c1 === SLASH && buf.charCodeAt(lt + 3) === GT) {
        if (c2 === 118 /* v */) {
          this.closeValue();
          pos = lt + 4;
          continue;
        }
        if (c2 === 99 /* c */) {
          if (this.inCell) this.closeCell();
          pos = lt + 4;
          continue;
        }
      }
      const next = this.tag(buf, lt);
      if (next < 0) {
        this.keepTail(buf.slice(lt));
        return;
      }
      pos = next;
    }
  }

  /** Text running to the chunk's end: kept if collected, up to a reference the next chunk may end. */
  private textAtEnd(buf: string, pos: number): void {
    if (this.capture === Capture.None) return;
    const end = decodableEnd(buf, pos);
    if (end > pos) this.append(decodeXmlText(buf.slice(pos, end)));
    if (end < buf.length) this.tail = buf.slice(end);
  }

  private keepTail(markup: string): void {
    if (markup.length > MAX_TAIL_CHARS) {
      throw new XmlPartError('overLimit', `a tag longer than ${MAX_TAIL_CHARS} characters`);
    }
    this.tail = markup;
  }

  private append(text: string): void {
    this.text += text;
    if (this.rowChars + this.text.length > MAX_ROW_CHARS) {
      throw new XmlPartError('overLimit', `a row holds more than ${MAX_ROW_CHARS} characters`);
    }
  }

  /** Reads the markup at lt; returns where it ends, or -1 when the chunk ends first. */
  private tag(buf: string, lt: number): number {
    const first = buf.charCodeAt(lt + 1);
    if (first === SLASH) return this.closingTag(buf, lt + 2);
    if (first === BANG) return this.markupDeclaration(buf, lt);
    if (first === QUESTION) {
      const end = buf.indexOf('?>', lt + 2);
      return end < 0 ? -1 : end + 2;
    }
    if (Number.isNaN(first)) return -1;
    return this.openingTag(buf, lt + 1);
  }

  private openingTag(buf: string, start: number): number {
    const length = buf.length;
    let local = start;
    let i = start;
    for (; i < length; i++) {
      const code = buf.charCodeAt(i);
      if (code === COLON) local = i + 1;
      else if (code === GT || code === SLASH || code <= SPACE) break;
    }
    if (i >= length) return -1;
    const nameLength = i - local;
    const c0 = buf.charCodeAt(local);
    if (nameLength === 1) {
      if (c0 === 99 /* c */)
        return this.inRow && !this.inCell ? this.openCell(buf, i) : skip(buf, i);
      if (c0 === 118 /* v */) return this.openValue(buf, i);
      if (c0 === 116 /* t */) return this.openRun(buf, i);
    } else if (nameLength === 3 && c0 === 114 /* r */) {
      const c1 = buf.charCodeAt(local + 1);
      const c2 = buf.charCodeAt(local + 2);
      if (c1 === 111 && c2 === 119 /* ow */)
        return this.inRow ? skip(buf, i) : this.openRow(buf, i);
      if (c1 === 80 && c2 === 104 /* Ph */) {
        const end = skip(buf, i);
        if (end > 0 && this.inInline && buf.charCodeAt(end - 2) !== SLASH) this.phoneticDepth++;
        return end;
      }
    } else if (
      nameLength === 2 &&
      c0 === 105 /* i */ &&
      buf.charCodeAt(local + 1) === 115 /* s */
    ) {
      const end = skip(buf, i);
      if (end > 0 && this.inCell && !this.sawInline) {
        this.sawInline = true;
        this.inInline = buf.charCodeAt(end - 2) !== SLASH;
      }
      return end;
    }
    return skip(buf, i);
  }

  private openRow(buf: string, i: number): number {
    const end = this.attributes(buf, i);
    if (end < 0) return -1;
    let written = this.rStart < 0 ? 0 : plainRowNumber(buf, this.rStart, this.rEnd);
    if (written < 0) written = Number(decodeXmlText(buf.slice(this.rStart, this.rEnd)));
    this.rowNumber = written || this.rowNumber + 1;
    this.inRow = true;
    this.cells = [];
    this.rowChars = 0;
    if (this.selfClosing) this.closeRow();
    return end;
  }

  private openCell(buf: string, i: number): number {
    const end = this.attributes(buf, i);
    if (end < 0) return -1;
    let column = this.rStart < 0 ? -1 : plainColumn(buf, this.rStart, this.rEnd);
    if (column < 0) {
      const ref =
        this.rStart < 0 ? null : parseCellRef(decodeXmlText(buf.slice(this.rStart, this.rEnd)));
      column = ref?.column ?? this.cells.length;
    }
    this.cellColumn = column;
    this.cellType = cellTypeAt(buf, this.tStart, this.tEnd);
    this.value = null;
    this.sawInline = false;
    this.inInline = false;
    this.inlineText = '';
    this.phoneticDepth = 0;
    this.inCell = true;
    if (this.selfClosing) this.closeCell();
    return end;
  }

  private openValue(buf: string, i: number): number {
    const end = skip(buf, i);
    // The first <v> of the cell only, as the web reader does.
    if (end > 0 && this.inCell && this.value === null && this.capture === Capture.None) {
      if (buf.charCodeAt(end - 2) === SLASH) this.value = '';
      else this.startCapture(Capture.Value);
    }
    return end;
  }

  private openRun(buf: string, i: number): number {
    const end = skip(buf, i);
    if (
      end > 0 &&
      this.inInline &&
      this.phoneticDepth === 0 &&
      this.capture === Capture.None &&
      buf.charCodeAt(end - 2) !== SLASH
    ) {
      this.startCapture(Capture.InlineRun);
    }
    return end;
  }

  private closeValue(): void {
    if (this.capture === Capture.Value) {
      this.value = this.text;
      this.capture = Capture.None;
    }
  }

  private startCapture(capture: Capture): void {
    this.capture = capture;
    this.text = '';
  }

  private closingTag(buf: string, start: number): number {
    const length = buf.length;
    let local = start;
    let i = start;
    for (; i < length; i++) {
      const code = buf.charCodeAt(i);
      if (code === COLON) local = i + 1;
      else if (code === GT || code <= SPACE) break;
    }
    if (i >= length) return -1;
    const end = buf.charCodeAt(i) === GT ? i + 1 : skip(buf, i);
    if (end < 0) return -1;
    const nameLength = i - local;
    const c0 = buf.charCodeAt(local);
    if (nameLength === 1) {
      if (c0 === 118 /* v */) {
        this.closeValue();
      } else if (c0 === 99 /* c */) {
        if (this.inCell) this.closeCell();
      } else if (c0 === 116 /* t */ && this.capture === Capture.InlineRun) {
        this.inlineText += this.text;
        this.capture = Capture.None;
      }
    } else if (nameLength === 3 && c0 === 114 /* r */) {
      const c1 = buf.charCodeAt(local + 1);
      if (c1 === 111 /* o */ && buf.charCodeAt(local + 2) === 119 /* w */) {
        if (this.inRow) this.closeRow();
      } else if (c1 === 80 /* P */ && buf.charCodeAt(local + 2) === 104 /* h */) {
        if (this.phoneticDepth > 0) this.phoneticDepth--;
      }
    } else if (nameLength === 2 && c0 === 105 /* i */ && buf.charCodeAt(local + 1) === 115) {
      this.inInline = false;
    }
    return end;
  }

  /** Comments and declarations are skipped; CDATA is text (collected as written). */
  private markupDeclaration(buf: string, lt: number): number {
    if (buf.startsWith('<![CDATA[', lt)) {
      const end = buf.indexOf(']]>', lt + 9);
      if (end < 0) return -1;
      if (this.capture !== Capture.None)
        this.append(buf.slice(lt + 9, end).replace(/\r\n?/g, '\n'));
      return end + 3;
    }
    if (buf.startsWith('<!--', lt)) {
      const end = buf.indexOf('-->', lt + 4);
      return end < 0 ? -1 : end + 3;
    }
    if (buf.length - lt < 9 && mayBecomeSection(buf.slice(lt))) return -1;
    return skip(buf, lt + 2);
  }

  /** Reads the attributes from i to the tag's end, keeping r and t; returns the end or -1. */
  private attributes(buf: string, from: number): number {
    const length = buf.length;
    this.rStart = -1;
    this.tStart = -1;
    let i = from;
    for (;;) {
      while (i < length && buf.charCodeAt(i) <= SPACE) i++;
      if (i >= length) return -1;
      const code = buf.charCodeAt(i);
      if (code === GT) {
        this.selfClosing = false;
        return i + 1;
      }
      if (code === SLASH) {
        if (i + 1 >= length) return -1;
        this.selfClosing = true;
        return buf.charCodeAt(i + 1) === GT ? i + 2 : skip(buf, i + 1);
      }
      const nameStart = i;
      while (i < length) {
        const c = buf.charCodeAt(i);
        if (c === EQUALS || c <= SPACE || c === GT || c === SLASH) break;
        i++;
      }
      const nameEnd = i;
      while (i < length && buf.charCodeAt(i) <= SPACE) i++;
      if (i >= length) return -1;
      // An attribute without a value is not XML; read on.
      if (buf.charCodeAt(i) !== EQUALS) continue;
      i++;
      while (i < length && buf.charCodeAt(i) <= SPACE) i++;
      if (i >= length) return -1;
      const quote = buf.charCodeAt(i);
      if (quote !== QUOTE && quote !== APOSTROPHE) {
        throw new XmlPartError('damaged', 'an attribute value without quotes');
      }
      const close = buf.indexOf(quote === QUOTE ? '"' : "'", i + 1);
      if (close < 0) return -1;
      if (nameEnd - nameStart === 1) {
        const name = buf.charCodeAt(nameStart);
        if (name === 114 /* r */) {
          this.rStart = i + 1;
          this.rEnd = close;
        } else if (name === 116 /* t */) {
          this.tStart = i + 1;
          this.tEnd = close;
        }
      }
      i = close + 1;
    }
  }

  private closeCell(): void {
    this.inCell = false;
    this.inInline = false;
    this.capture = Capture.None;
    const value = this.value;
    let text: string;
    switch (this.cellType) {
      case CellType.Inline:
        text = this.sawInline ? this.inlineText : '';
        break;
      case CellType.Shared:
        text = value === null ? '' : (this.sharedStrings[Number(value)] ?? '');
        break;
      case CellType.Boolean:
        text = value === '1' ? 'TRUE' : 'FALSE';
        break;
      default:
        text = value ?? '';
    }
    const cells = this.cells;
    const column = this.cellColumn;
    if (column >= MAX_ROW_CELLS) {
      throw new XmlPartError('overLimit', `a row holds more than ${MAX_ROW_CELLS} cells`);
    }
    while (cells.length < column) cells.push('');
    cells[column] = text;
    this.rowChars += text.length;
    if (this.rowChars > MAX_ROW_CHARS) {
      throw new XmlPartError('overLimit', `a row holds more than ${MAX_ROW_CHARS} characters`);
    }
  }

  private closeRow(): void {
    if (this.inCell) this.closeCell();
    this.inRow = false;
    const row: BulkTableRow = { rowNumber: this.rowNumber, cells: this.cells };
    this.cells = [];
    this.onRow(row);
  }
}

/** The end of the tag whose name ends at i (past its '>'), or -1 when the chunk ends first. */
function skip(buf: string, i: number): number {
  const gt = buf.indexOf('>', i);
  return gt < 0 ? -1 : gt + 1;
}
