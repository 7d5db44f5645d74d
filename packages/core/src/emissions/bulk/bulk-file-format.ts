/** A file the bulk estimator reads. */
export type BulkFileFormat = 'csv' | 'xlsx';

/** Why a file is not read: the older binary .xls, or neither CSV nor .xlsx by its name or bytes. */
export type BulkFormatProblem = 'legacyExcel' | 'notCsvOrXlsx';

/** How many first bytes detectBulkFileFormat looks at. */
export const BULK_SNIFF_BYTES = 4096;

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4: every .xlsx is a zip archive
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0]; // the compound file of .xls (and .doc …)

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

/**
 * Whether bytes read as text: no NUL and few other control characters (tab, line breaks and form
 * feed aside). UTF-8, Latin-1 and the like pass; images, archives and executables do not.
 */
function looksLikeText(bytes: Uint8Array): boolean {
  let controls = 0;
  for (const byte of bytes) {
    if (byte === 0) return false;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) {
      controls += 1;
    }
  }
  return controls * 100 <= bytes.length;
}

/**
 * The format of an upload, from its name AND its first bytes (up to BULK_SNIFF_BYTES), or why it
 * is refused: a .xlsx must be a zip archive, a .csv must be text; an .xls, or an .xlsx in an OLE
 * container (an old binary workbook, or a password-protected one: Excel encrypts a workbook
 * into that container), is the legacy format.
 */
export function detectBulkFileFormat(
  name: string,
  firstBytes: Uint8Array,
): { ok: true; format: BulkFileFormat } | { ok: false; problem: BulkFormatProblem } {
  const lower = name.toLowerCase();
  if (startsWith(firstBytes, OLE_SIGNATURE) || lower.endsWith('.xls')) {
    return { ok: false, problem: 'legacyExcel' };
  }
  if (lower.endsWith('.xlsx') && startsWith(firstBytes, ZIP_SIGNATURE)) {
    return { ok: true, format: 'xlsx' };
  }
  if (lower.endsWith('.csv') && looksLikeText(firstBytes)) return { ok: true, format: 'csv' };
  return { ok: false, problem: 'notCsvOrXlsx' };
}
