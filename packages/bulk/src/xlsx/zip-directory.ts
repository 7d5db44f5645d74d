import type { ByteSource } from './byte-source.js';

/** What is wrong with an archive: not a zip at all, encrypted, damaged, or over a reading limit. */
export type ZipProblem = 'notZip' | 'encrypted' | 'damaged' | 'overLimit';

/** An archive the zip layer refuses to read, and why. */
export class ZipReadError extends Error {
  override readonly name = 'ZipReadError';
  readonly problem: ZipProblem;

  constructor(problem: ZipProblem, message: string, options?: ErrorOptions) {
    super(message, options);
    this.problem = problem;
  }
}

/** One file of an archive as its central directory describes it; sizes and offsets in bytes. */
export interface ZipEntry {
  readonly name: string;
  /** 0 stored, 8 deflate; anything else is refused when the entry is located. */
  readonly method: number;
  /** General-purpose bit flags (bit 0: encrypted). */
  readonly flags: number;
  readonly compressedSize: number;
  readonly uncompressedSize: number;
  readonly localHeaderOffset: number;
}

/** An entry ready to read: where its (compressed) data starts in the file. */
export interface ZipEntryData extends ZipEntry {
  readonly dataStart: number;
}

/** The entries of an archive, in central-directory order. */
export interface ZipDirectory {
  readonly entries: readonly ZipEntry[];
  /** The entry with this name, ignoring case (OPC part names are case-insensitive). */
  find(name: string): ZipEntry | undefined;
}

const EOCD_SIGNATURE = 0x06054b50;
const EOCD_BYTES = 22;
/** The EOCD record plus the longest comment it can carry. */
const EOCD_SEARCH_BYTES = EOCD_BYTES + 0xffff;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_LOCATOR_BYTES = 20;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
const ZIP64_EOCD_BYTES = 56;
const CENTRAL_HEADER_SIGNATURE = 0x02014b50;
const CENTRAL_HEADER_BYTES = 46;
const LOCAL_HEADER_SIGNATURE = 0x04034b50;
const LOCAL_HEADER_BYTES = 30;
const ZIP64_EXTRA_ID = 0x0001;
const SATURATED_16 = 0xffff;
const SATURATED_32 = 0xffffffff;
/** The directory is held in memory; a workbook's lists a few dozen parts, so this is generous. */
const MAX_DIRECTORY_BYTES = 16 * 1024 * 1024;
const FLAG_ENCRYPTED = 0x0001;
const FLAG_STRONG_ENCRYPTION = 0x0040;
/** WinZip AES marks its entries with this method. */
const METHOD_AES = 99;
const STORED = 0;
const DEFLATED = 8;

const names = new TextDecoder('utf-8');

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** A little-endian 64-bit field as a number; larger than 2^53 cannot be a real offset. */
function uint64(data: DataView, offset: number): number {
  const high = data.getUint32(offset + 4, true);
  if (high > 0x1fffff) throw new ZipReadError('damaged', 'a 64-bit zip field is out of range');
  return high * 0x1_0000_0000 + data.getUint32(offset, true);
}

async function readExactly(source: ByteSource, start: number, length: number): Promise<Uint8Array> {
  if (start < 0 || start + length > source.size) {
    throw new ZipReadError('damaged', 'a zip record lies outside the file (truncated?)');
  }
  const bytes = await source.read(start, start + length);
  if (bytes.length !== length) throw new ZipReadError('damaged', 'the file ended early');
  return bytes;
}

/**
 * Where the End Of Central Directory record starts, or -1: searched backwards over a possible
 * comment, preferring a record whose comment ends the file (a comment may hold the signature).
 */
function findEocd(tail: Uint8Array): number {
  const data = view(tail);
  let loose = -1;
  for (let at = tail.length - EOCD_BYTES; at >= 0; at--) {
    if (data.getUint32(at, true) !== EOCD_SIGNATURE) continue;
    const end = at + EOCD_BYTES + data.getUint16(at + 20, true);
    if (end === tail.length) return at;
    if (end < tail.length && loose < 0) loose = at;
  }
  return loose;
}

async function notFoundProblem(source: ByteSource): Promise<ZipReadError> {
  const head = source.size >= 4 ? await source.read(0, 4) : new Uint8Array(0);
  // A zip's first local header survives truncation; its end records do not.
  const startsLikeZip =
    head.length === 4 && view(head).getUint32(0, true) === LOCAL_HEADER_SIGNATURE;
  return startsLikeZip
    ? new ZipReadError('damaged', 'the zip has no end record (truncated?)')
    : new ZipReadError('notZip', 'the file is not a zip archive');
}

interface DirectoryLocation {
  readonly offset: number;
  readonly size: number;
}

async function locateDirectory(source: ByteSource): Promise<DirectoryLocation> {
  const tailStart = Math.max(0, source.size - EOCD_SEARCH_BYTES);
  const tail = await readExactly(source, tailStart, source.size - tailStart);
  const at = findEocd(tail);
  if (at < 0) throw await notFoundProblem(source);
  const eocd = view(tail);
  const entries = eocd.getUint16(at + 10, true);
  let size = eocd.getUint32(at + 12, true);
  let offset = eocd.getUint32(at + 16, true);
  const eocdOffset = tailStart + at;
  if (entries === SATURATED_16 || size === SATURATED_32 || offset === SATURATED_32) {
    const zip64 = await readZip64Eocd(source, eocdOffset);
    if (zip64) ({ offset, size } = zip64);
  }
  if (offset + size > eocdOffset) {
    throw new ZipReadError('damaged', 'the zip directory lies outside the file');
  }
  if (size > MAX_DIRECTORY_BYTES) {
    throw new ZipReadError(
      'overLimit',
      `the zip directory is larger than ${MAX_DIRECTORY_BYTES} bytes`,
    );
  }
  return { offset, size };
}

/** The ZIP64 directory location, when the locator record precedes the EOCD record. */
async function readZip64Eocd(
  source: ByteSource,
  eocdOffset: number,
): Promise<DirectoryLocation | null> {
  if (eocdOffset < ZIP64_LOCATOR_BYTES) return null;
  const locator = view(
    await readExactly(source, eocdOffset - ZIP64_LOCATOR_BYTES, ZIP64_LOCATOR_BYTES),
  );
  if (locator.getUint32(0, true) !== ZIP64_LOCATOR_SIGNATURE) return null;
  const record = view(await readExactly(source, uint64(locator, 8), ZIP64_EOCD_BYTES));
  if (record.getUint32(0, true) !== ZIP64_EOCD_SIGNATURE) {
    throw new ZipReadError('damaged', 'the ZIP64 end record is missing');
  }
  return { size: uint64(record, 40), offset: uint64(record, 48) };
}

interface Sizes {
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

/** Replaces saturated 32-bit fields by their values in the ZIP64 extra field (in its fixed order). */
function applyZip64Extra(sizes: Sizes, extra: DataView): void {
  for (let at = 0; at + 4 <= extra.byteLength; ) {
    const id = extra.getUint16(at, true);
    const length = extra.getUint16(at + 2, true);
    const end = at + 4 + length;
    if (end > extra.byteLength) break;
    if (id === ZIP64_EXTRA_ID) {
      let field = at + 4;
      const next = (): number => {
        if (field + 8 > end) throw new ZipReadError('damaged', 'a ZIP64 extra field is too short');
        const value = uint64(extra, field);
        field += 8;
        return value;
      };
      if (sizes.uncompressedSize === SATURATED_32) sizes.uncompressedSize = next();
      if (sizes.compressedSize === SATURATED_32) sizes.compressedSize = next();
      if (sizes.localHeaderOffset === SATURATED_32) sizes.localHeaderOffset = next();
      return;
    }
    at = end;
  }
}

function parseEntries(directory: Uint8Array): ZipEntry[] {
  const data = view(directory);
  const entries: ZipEntry[] = [];
  for (let at = 0; at < directory.length; ) {
    if (
      at + CENTRAL_HEADER_BYTES > directory.length ||
      data.getUint32(at, true) !== CENTRAL_HEADER_SIGNATURE
    ) {
      throw new ZipReadError('damaged', 'the zip directory is damaged');
    }
    const nameLength = data.getUint16(at + 28, true);
    const extraLength = data.getUint16(at + 30, true);
    const commentLength = data.getUint16(at + 32, true);
    const nameStart = at + CENTRAL_HEADER_BYTES;
    const extraStart = nameStart + nameLength;
    const next = extraStart + extraLength + commentLength;
    if (next > directory.length)
      throw new ZipReadError('damaged', 'the zip directory is cut short');
    const sizes: Sizes = {
      compressedSize: data.getUint32(at + 20, true),
      uncompressedSize: data.getUint32(at + 24, true),
      localHeaderOffset: data.getUint32(at + 42, true),
    };
    applyZip64Extra(sizes, view(directory.subarray(extraStart, extraStart + extraLength)));
    entries.push({
      name: names.decode(directory.subarray(nameStart, extraStart)),
      method: data.getUint16(at + 10, true),
      flags: data.getUint16(at + 8, true),
      ...sizes,
    });
    at = next;
  }
  return entries;
}

/** Reads the central directory of a zip archive (ZIP64 included) from its end records. */
export async function readZipDirectory(source: ByteSource): Promise<ZipDirectory> {
  const location = await locateDirectory(source);
  const entries = parseEntries(await readExactly(source, location.offset, location.size));
  const byName = new Map<string, ZipEntry>();
  for (const entry of entries) {
    const key = entry.name.toLowerCase();
    if (!byName.has(key)) byName.set(key, entry);
  }
  return { entries, find: (name) => byName.get(name.toLowerCase()) };
}

/**
 * Where an entry's data starts, from its local header (whose name and extra lengths may differ
 * from the central ones). Refuses encrypted entries and compression methods other than stored
 * and deflate.
 */
export async function locateEntryData(source: ByteSource, entry: ZipEntry): Promise<ZipEntryData> {
  if (entry.flags & (FLAG_ENCRYPTED | FLAG_STRONG_ENCRYPTION) || entry.method === METHOD_AES) {
    throw new ZipReadError('encrypted', `${entry.name} is encrypted`);
  }
  if (entry.method !== STORED && entry.method !== DEFLATED) {
    throw new ZipReadError(
      'damaged',
      `${entry.name} uses unsupported compression method ${entry.method}`,
    );
  }
  const header = view(await readExactly(source, entry.localHeaderOffset, LOCAL_HEADER_BYTES));
  if (header.getUint32(0, true) !== LOCAL_HEADER_SIGNATURE) {
    throw new ZipReadError('damaged', `the local header of ${entry.name} is missing`);
  }
  const dataStart =
    entry.localHeaderOffset +
    LOCAL_HEADER_BYTES +
    header.getUint16(26, true) +
    header.getUint16(28, true);
  if (dataStart + entry.compressedSize > source.size) {
    throw new ZipReadError('damaged', `${entry.name} runs past the end of the file (truncated?)`);
  }
  return { ...entry, dataStart };
}
