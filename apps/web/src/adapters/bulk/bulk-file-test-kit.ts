import { strToU8, zipSync } from 'fflate';

/**
 * Node's own File (jsdom's Blob has no stream()): the web tests run under jsdom, whose setup needs
 * a window, so the estimate's tests build their files with Node's, which behave as a browser's.
 * Loaded through a variable: the web project has no Node types.
 */
export async function nodeFileClass(): Promise<typeof File> {
  const buffer = (await import(/* @vite-ignore */ `node:${'buffer'}`)) as { File: typeof File };
  return buffer.File;
}

/**
 * Bytes cut into parts of varied sizes up to maxPart, so that a Blob of them streams in many
 * chunks, cut anywhere: inside a record, a quoted field or a multi-byte character.
 */
export function cutIntoParts(
  bytes: Uint8Array<ArrayBuffer>,
  maxPart = 4093,
  seed = 7,
): Uint8Array<ArrayBuffer>[] {
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let state = seed;
  for (let offset = 0; offset < bytes.length; ) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const size = 1 + (state % maxPart);
    parts.push(bytes.subarray(offset, offset + size));
    offset += size;
  }
  return parts;
}

/** A zip archive of the given files, as bytes a Blob takes. */
export function zipArchive(files: Record<string, Uint8Array>): Uint8Array<ArrayBuffer> {
  return new Uint8Array(zipSync(files, { level: 9 }));
}

/** A cell of a test workbook: text (a shared string), a number, or nothing. */
export type TestCell = string | number | null;

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/**
 * A small .xlsx workbook whose first sheet holds rows: text as shared strings, numbers as
 * numbers. `sheetPadding` spaces are written inside the sheet, to make an archive that inflates
 * to far more than its size.
 */
export function buildTestXlsx(
  rows: readonly (readonly TestCell[])[],
  { sheetPadding = 0 }: { sheetPadding?: number } = {},
): Uint8Array<ArrayBuffer> {
  const strings: string[] = [];
  const sheetRows = rows
    .map((row, r) => {
      const cells = row
        .map((cell, c) => {
          if (cell === null || cell === '') return '';
          const ref = `${columnLetters(c)}${r + 1}`;
          if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`;
          let index = strings.indexOf(cell);
          if (index === -1) index = strings.push(cell) - 1;
          return `<c r="${ref}" t="s"><v>${index}</v></c>`;
        })
        .join('');
      return `<row r="${r + 1}">${cells}</row>`;
    })
    .join('');
  const sheet = `<worksheet xmlns="${MAIN_NS}"><sheetData>${' '.repeat(sheetPadding)}${sheetRows}</sheetData></worksheet>`;
  const sst = `<sst xmlns="${MAIN_NS}">${strings.map((text) => `<si><t>${escapeXml(text)}</t></si>`).join('')}</sst>`;
  return zipArchive({
    '[Content_Types].xml': strToU8(
      `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/></Types>`,
    ),
    '_rels/.rels': strToU8(
      `<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': strToU8(
      `<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="Trips" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL_NS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ),
    'xl/worksheets/sheet1.xml': strToU8(sheet),
    'xl/sharedStrings.xml': strToU8(sst),
  });
}
