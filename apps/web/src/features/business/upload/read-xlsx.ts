import { type BulkTableRow, parseCellRef } from '@netzero/core';
import { strFromU8, unzipSync } from 'fflate';

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const FALLBACK_SHEET = 'xl/worksheets/sheet1.xml';
const RELATIONSHIPS_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of the archive with these names, decompressed (others are skipped unread). */
function unzipParts(data: Uint8Array, names: readonly string[]): Record<string, string> {
  const wanted = new Set(names);
  const files = unzipSync(data, { filter: (file) => wanted.has(file.name) });
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

function parseXml(text: string): Document {
  const document = new DOMParser().parseFromString(text, 'application/xml');
  // A damaged part parses to an error document instead of throwing.
  if (document.getElementsByTagName('parsererror').length > 0) throw new Error('malformed XML');
  return document;
}

/** Elements by local name, whatever namespace prefix the writer used (x:row, row …). */
function elements(root: Document | Element, localName: string): Element[] {
  return [...root.getElementsByTagNameNS('*', localName)];
}

/** The text of a string item or inline string: its <t> runs, without phonetic hints. */
function runText(item: Element): string {
  return elements(item, 't')
    .filter((t) => t.parentElement?.localName !== 'rPh')
    .map((t) => t.textContent ?? '')
    .join('');
}

/** Where the first sheet of the workbook lives inside the archive. */
function firstSheetPath(workbookXml: string | undefined, relsXml: string | undefined): string {
  if (!workbookXml || !relsXml) return FALLBACK_SHEET;
  const sheet = elements(parseXml(workbookXml), 'sheet')[0];
  const relationId =
    sheet?.getAttributeNS(RELATIONSHIPS_NS, 'id') ?? sheet?.getAttribute('r:id') ?? null;
  const relation = elements(parseXml(relsXml), 'Relationship').find(
    (candidate) => candidate.getAttribute('Id') === relationId,
  );
  const target = relation?.getAttribute('Target');
  if (!target) return FALLBACK_SHEET;
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

function cellText(cell: Element, sharedStrings: readonly string[]): string {
  const type = cell.getAttribute('t');
  if (type === 'inlineStr') {
    const inline = elements(cell, 'is')[0];
    return inline ? runText(inline) : '';
  }
  const value = elements(cell, 'v')[0]?.textContent ?? '';
  if (type === 's') return sharedStrings[Number(value)] ?? '';
  if (type === 'b') return value === '1' ? 'TRUE' : 'FALSE';
  return value;
}

/** The rows of a worksheet, numbered as the spreadsheet shows them; cells placed by their references. */
function sheetRows(sheetXml: string, sharedStrings: readonly string[]): BulkTableRow[] {
  const rows: BulkTableRow[] = [];
  let previousRow = 0;
  for (const row of elements(parseXml(sheetXml), 'row')) {
    const rowNumber = Number(row.getAttribute('r')) || previousRow + 1;
    previousRow = rowNumber;
    const cells: string[] = [];
    for (const cell of elements(row, 'c')) {
      const column = parseCellRef(cell.getAttribute('r') ?? '')?.column ?? cells.length;
      while (cells.length < column) cells.push('');
      cells[column] = cellText(cell, sharedStrings);
    }
    rows.push({ rowNumber, cells });
  }
  return rows;
}

/**
 * The rows of the first worksheet of an .xlsx workbook (Office Open XML). Throws when the bytes
 * are not a workbook (not a zip, or no worksheet).
 */
export function readXlsxRows(data: Uint8Array): BulkTableRow[] {
  const meta = unzipParts(data, [WORKBOOK, WORKBOOK_RELS, SHARED_STRINGS]);
  const sheetPath = firstSheetPath(meta[WORKBOOK], meta[WORKBOOK_RELS]);
  const sheetXml = unzipParts(data, [sheetPath])[sheetPath];
  if (sheetXml === undefined) throw new Error(`no worksheet at ${sheetPath}`);
  const sharedStrings = meta[SHARED_STRINGS]
    ? elements(parseXml(meta[SHARED_STRINGS]), 'si').map(runText)
    : [];
  return sheetRows(sheetXml, sharedStrings);
}
