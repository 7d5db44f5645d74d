import type { BulkTableRow } from '@netzero/core';
import type { ByteSource } from './byte-source.js';
import { type InflateLimits, inflateEntryText } from './inflate-entry.js';
import { readSharedStrings } from './shared-strings.js';
import { SheetRowScanner } from './sheet-rows.js';
import { decodeXmlText, XmlPartError } from './xml-text.js';
import {
  locateEntryData,
  readZipDirectory,
  type ZipDirectory,
  type ZipEntry,
  ZipReadError,
} from './zip-directory.js';

export interface XlsxLimits {
  /** Most uncompressed bytes of any one part (default 4 GiB). */
  readonly maxEntryBytes: number;
  /** Most uncompressed/compressed ratio (default 200). */
  readonly maxCompressionRatio: number;
  /** Most uncompressed bytes of xl/sharedStrings.xml, which is held in memory (default 64 MiB). */
  readonly maxSharedStringsBytes: number;
}

export const DEFAULT_XLSX_LIMITS: XlsxLimits = Object.freeze({
  maxEntryBytes: 4 * 1024 * 1024 * 1024,
  maxCompressionRatio: 200,
  maxSharedStringsBytes: 64 * 1024 * 1024,
});

/** Why a file could not be read: not a workbook, password-protected, over the limits, or damaged. */
export type XlsxProblem = 'notXlsx' | 'encrypted' | 'zipBomb' | 'damaged';

export class XlsxReadError extends Error {
  override readonly name = 'XlsxReadError';
  readonly problem: XlsxProblem;

  constructor(problem: XlsxProblem, message: string, options?: ErrorOptions) {
    super(message, options);
    this.problem = problem;
  }
}

/** The package, workbook and relationship parts are small and read whole; this bounds them. */
const MAX_PACKAGE_PART_BYTES = 16 * 1024 * 1024;
const PACKAGE_RELS = '_rels/.rels';
const DEFAULT_WORKBOOK = 'xl/workbook.xml';
const FALLBACK_SHEET = 'xl/worksheets/sheet1.xml';
const FALLBACK_SHARED_STRINGS = 'xl/sharedStrings.xml';

// Elements by local name (any prefix), attribute values in either quotes, '>' allowed inside them.
const ATTRIBUTES = `((?:[^>"']|"[^"]*"|'[^']*')*)`;
const FIRST_SHEET = new RegExp(`<(?:[\\w.-]+:)?sheet\\b${ATTRIBUTES}>`);
const RELATIONSHIP = new RegExp(`<(?:[\\w.-]+:)?Relationship\\b${ATTRIBUTES}>`, 'g');
const ATTRIBUTE = /([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name = '', double, single] of text.matchAll(ATTRIBUTE)) {
    attributes.set(name, decodeXmlText(double ?? single ?? ''));
  }
  return attributes;
}

/** A relationship target as a part name: relative to the source part's folder, without leading '/'. */
function resolveTarget(folder: string, target: string): string {
  let decoded = target;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    // Not percent-encoded after all: keep it as written.
  }
  const segments = decoded.startsWith('/') ? [] : folder.split('/').filter(Boolean);
  for (const segment of decoded.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return segments.join('/');
}

interface Relationship {
  readonly id: string;
  readonly type: string;
  readonly part: string;
}

/** The internal relationships of a part, from its .rels XML. */
function relationships(relsXml: string | undefined, folder: string): Relationship[] {
  if (relsXml === undefined) return [];
  const found: Relationship[] = [];
  for (const [, text = ''] of relsXml.matchAll(RELATIONSHIP)) {
    const attributes = attributesOf(text);
    const target = attributes.get('Target');
    if (target === undefined || attributes.get('TargetMode') === 'External') continue;
    found.push({
      id: attributes.get('Id') ?? '',
      type: attributes.get('Type') ?? '',
      part: resolveTarget(folder, target),
    });
  }
  return found;
}

function folderOf(part: string): string {
  return part.slice(0, part.lastIndexOf('/') + 1);
}

/** Where a part's relationships live: folder/_rels/name.rels. */
function relsPathOf(part: string): string {
  const folder = folderOf(part);
  return `${folder}_rels/${part.slice(folder.length)}.rels`;
}

function byType(relations: readonly Relationship[], type: string): Relationship | undefined {
  return relations.find((relation) => relation.type.endsWith(`/${type}`));
}

/** The relationship id of the workbook's first sheet (in tab order): its r:id, whatever the prefix. */
function firstSheetRelationId(workbookXml: string): string | undefined {
  const sheet = FIRST_SHEET.exec(workbookXml);
  if (!sheet) return undefined;
  for (const [name, value] of attributesOf(sheet[1] ?? '')) {
    if (name.endsWith(':id')) return value;
  }
  return undefined;
}

async function partText(
  source: ByteSource,
  entry: ZipEntry | undefined,
  maxRatio: number,
): Promise<string | undefined> {
  if (entry === undefined) return undefined;
  const limits: InflateLimits = { maxBytes: MAX_PACKAGE_PART_BYTES, maxRatio };
  let text = '';
  for await (const chunk of inflateEntryText(
    source,
    await locateEntryData(source, entry),
    limits,
  )) {
    text += chunk;
  }
  return text;
}

interface WorkbookParts {
  readonly sheet: ZipEntry;
  readonly sharedStrings: ZipEntry | undefined;
}

/** The first worksheet and the shared strings, through the package and workbook relationships. */
async function findWorkbookParts(
  source: ByteSource,
  directory: ZipDirectory,
  maxRatio: number,
): Promise<WorkbookParts> {
  const packageRels = relationships(
    await partText(source, directory.find(PACKAGE_RELS), maxRatio),
    '',
  );
  const workbookPath = byType(packageRels, 'officeDocument')?.part ?? DEFAULT_WORKBOOK;
  const workbookXml = await partText(source, directory.find(workbookPath), maxRatio);
  const workbookRels = relationships(
    await partText(source, directory.find(relsPathOf(workbookPath)), maxRatio),
    folderOf(workbookPath),
  );
  const sheetId = workbookXml === undefined ? undefined : firstSheetRelationId(workbookXml);
  const sheetPath = workbookRels.find((relation) => relation.id === sheetId)?.part;
  const sheet = directory.find(sheetPath ?? FALLBACK_SHEET);
  if (sheet === undefined) {
    if (workbookXml === undefined) throw new XlsxReadError('notXlsx', 'the zip holds no workbook');
    throw new XlsxReadError('damaged', `the workbook's first sheet ${sheetPath ?? ''} is missing`);
  }
  const sharedStringsPath = byType(workbookRels, 'sharedStrings')?.part ?? FALLBACK_SHARED_STRINGS;
  return { sheet, sharedStrings: directory.find(sharedStringsPath) };
}

const ZIP_PROBLEMS = {
  notZip: 'notXlsx',
  encrypted: 'encrypted',
  damaged: 'damaged',
  overLimit: 'zipBomb',
} as const satisfies Record<ZipReadError['problem'], XlsxProblem>;

/** The reader's own failures as XlsxReadError; anything else (onRow's, the signal's, I/O) as is. */
function asXlsxReadError(error: unknown): unknown {
  if (error instanceof ZipReadError) {
    return new XlsxReadError(ZIP_PROBLEMS[error.problem], error.message, { cause: error });
  }
  if (error instanceof XmlPartError) {
    const problem = error.problem === 'overLimit' ? 'zipBomb' : 'damaged';
    return new XlsxReadError(problem, error.message, { cause: error });
  }
  return error;
}

function withDefaults(limits: Partial<XlsxLimits> | undefined): XlsxLimits {
  return {
    maxEntryBytes: limits?.maxEntryBytes ?? DEFAULT_XLSX_LIMITS.maxEntryBytes,
    maxCompressionRatio: limits?.maxCompressionRatio ?? DEFAULT_XLSX_LIMITS.maxCompressionRatio,
    maxSharedStringsBytes:
      limits?.maxSharedStringsBytes ?? DEFAULT_XLSX_LIMITS.maxSharedStringsBytes,
  };
}

/**
 * Reads the first worksheet's rows in order, calling onRow for each, without holding the sheet:
 * the sheet is inflated, decoded and scanned chunk by chunk. Throws XlsxReadError when the file
 * cannot be read; errors thrown by onRow and the signal's abort reason pass through unchanged.
 */
export async function readXlsxRows(
  source: ByteSource,
  onRow: (row: BulkTableRow) => void,
  options: {
    limits?: Partial<XlsxLimits>;
    /** Compressed bytes of the sheet read so far, and the sheet's compressed size. */
    onProgress?: (bytesRead: number, bytesTotal: number) => void;
    signal?: AbortSignal; // aborting stops reading (throw the signal's reason / an AbortError)
  } = {},
): Promise<void> {
  const { onProgress, signal } = options;
  const limits = withDefaults(options.limits);
  try {
    signal?.throwIfAborted();
    const directory = await readZipDirectory(source);
    const parts = await findWorkbookParts(source, directory, limits.maxCompressionRatio);
    signal?.throwIfAborted();
    const sharedStrings =
      parts.sharedStrings === undefined
        ? []
        : await readSharedStrings(
            source,
            await locateEntryData(source, parts.sharedStrings),
            {
              maxBytes: Math.min(limits.maxEntryBytes, limits.maxSharedStringsBytes),
              maxRatio: limits.maxCompressionRatio,
            },
            signal,
          );
    const sheet = await locateEntryData(source, parts.sheet);
    // Checked per row too: a chunk holds hundreds of rows, none should follow an abort.
    const handOver = signal
      ? (row: BulkTableRow) => {
          signal.throwIfAborted();
          onRow(row);
        }
      : onRow;
    const scanner = new SheetRowScanner(sharedStrings, handOver);
    const sheetLimits = { maxBytes: limits.maxEntryBytes, maxRatio: limits.maxCompressionRatio };
    const progress = onProgress && ((read: number) => onProgress(read, sheet.compressedSize));
    progress?.(0);
    for await (const text of inflateEntryText(source, sheet, sheetLimits, progress)) {
      signal?.throwIfAborted();
      scanner.feed(text);
    }
    scanner.end();
  } catch (error) {
    throw asXlsxReadError(error);
  }
}
