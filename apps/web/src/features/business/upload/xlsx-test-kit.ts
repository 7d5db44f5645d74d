import { strToU8, zipSync } from 'fflate';

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** A cell of a workbook to build: text, a number, or nothing. */
export type XlsxCell = string | number | null;

/** How to write the workbook, to exercise the reader's paths. */
export interface XlsxOptions {
  /** Where the first sheet's part lives (a reader must follow the workbook relationships). */
  readonly sheetPath?: string;
  /** Text as inline strings instead of shared strings. */
  readonly inlineStrings?: boolean;
  /** A second sheet before nothing: it must be ignored. */
  readonly extraSheetRows?: readonly (readonly XlsxCell[])[];
}

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

function sheetXml(
  rows: readonly (readonly XlsxCell[])[],
  strings: string[],
  inline: boolean,
): string {
  const body = rows
    .map((row, r) => {
      const cells = row
        .map((cell, c) => {
          if (cell === null || cell === '') return '';
          const ref = `${columnLetters(c)}${r + 1}`;
          const style = r === 0 ? ' s="1"' : '';
          if (typeof cell === 'number') return `<c r="${ref}"${style}><v>${cell}</v></c>`;
          if (inline) {
            return `<c r="${ref}"${style} t="inlineStr"><is><t xml:space="preserve">${escapeXml(cell)}</t></is></c>`;
          }
          let index = strings.indexOf(cell);
          if (index === -1) index = strings.push(cell) - 1;
          return `<c r="${ref}"${style} t="s"><v>${index}</v></c>`;
        })
        .join('');
      return `<row r="${r + 1}">${cells}</row>`;
    })
    .join('');
  return `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/><cols><col min="1" max="13" width="14" customWidth="1"/></cols><sheetData>${body}</sheetData></worksheet>`;
}

const STYLES = `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

/** A minimal but complete .xlsx workbook (opens in Excel, LibreOffice and Numbers) whose first sheet holds `rows`. */
export function buildXlsx(
  rows: readonly (readonly XlsxCell[])[],
  options: XlsxOptions = {},
): Uint8Array<ArrayBuffer> {
  const sheetPath = options.sheetPath ?? 'worksheets/sheet1.xml';
  const strings: string[] = [];
  const first = sheetXml(rows, strings, options.inlineStrings ?? false);
  const extra = options.extraSheetRows ? sheetXml(options.extraSheetRows, strings, false) : null;
  const sharedStrings = `${XML_HEAD}<sst xmlns="${MAIN_NS}" count="${strings.length}" uniqueCount="${strings.length}">${strings
    .map((text) => `<si><t xml:space="preserve">${escapeXml(text)}</t></si>`)
    .join('')}</sst>`;
  const sheets = [`<sheet name="Estimate" sheetId="1" r:id="rId1"/>`];
  const rels = [
    `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="${sheetPath}"/>`,
    `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>`,
    `<Relationship Id="rId3" Type="${REL_NS}/sharedStrings" Target="sharedStrings.xml"/>`,
  ];
  const overrides = [`/xl/${sheetPath}`];
  if (extra) {
    sheets.push(`<sheet name="Notes" sheetId="2" r:id="rId4"/>`);
    rels.push(
      `<Relationship Id="rId4" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>`,
    );
    overrides.push('/xl/worksheets/sheet1.xml');
  }
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${overrides
        .map(
          (part) =>
            `<Override PartName="${part}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
        )
        .join(
          '',
        )}<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
    ),
    '_rels/.rels': strToU8(
      `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': strToU8(
      `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>${sheets.join('')}</sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">${rels.join('')}</Relationships>`,
    ),
    [`xl/${sheetPath}`]: strToU8(first),
    'xl/styles.xml': strToU8(STYLES),
    'xl/sharedStrings.xml': strToU8(sharedStrings),
  };
  if (extra) files['xl/worksheets/sheet1.xml'] = strToU8(extra);
  // A fixed date keeps the bytes the same from one build to the next.
  return zipSync(files, { mtime: new Date(Date.UTC(2026, 0, 1)) });
}
