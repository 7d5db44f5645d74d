import { deflateRawSync } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { bytesSource } from './byte-source.js';
import { inflateEntry } from './inflate-entry.js';
import { locateEntryData, readZipDirectory, type ZipEntry } from './zip-directory.js';

interface EntrySpec {
  readonly name: string;
  readonly text: string;
  readonly method?: number;
  readonly flags?: number;
  /** Extra bytes in the local header only (the central header's differ). */
  readonly localExtra?: number;
}

interface ZipSpec {
  /** Write sizes and offsets as ZIP64 (0xFFFFFFFF + extra field, ZIP64 end records). */
  readonly zip64?: boolean;
  readonly comment?: string;
}

/** A zip written by hand, byte by byte, to reach the records a library would not write. */
function writeZip(entries: readonly EntrySpec[], spec: ZipSpec = {}): Uint8Array {
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  const push = (bytes: Uint8Array) => {
    parts.push(bytes);
    offset += bytes.length;
  };
  for (const entry of entries) {
    const name = strToU8(entry.name);
    const raw = strToU8(entry.text);
    const method = entry.method ?? 8;
    const data = method === 8 ? new Uint8Array(deflateRawSync(raw)) : raw;
    const localExtra = entry.localExtra ?? 0;
    const local = new DataView(new ArrayBuffer(30 + name.length + localExtra));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 20, true);
    local.setUint16(6, entry.flags ?? 0, true);
    local.setUint16(8, method, true);
    local.setUint32(18, data.length, true);
    local.setUint32(22, raw.length, true);
    local.setUint16(26, name.length, true);
    local.setUint16(28, localExtra, true);
    new Uint8Array(local.buffer).set(name, 30);
    const headerOffset = offset;
    push(new Uint8Array(local.buffer));
    push(data);

    const extra = spec.zip64 ? 4 + 24 : 0;
    const header = new DataView(new ArrayBuffer(46 + name.length + extra));
    header.setUint32(0, 0x02014b50, true);
    header.setUint16(4, 45, true);
    header.setUint16(6, 45, true);
    header.setUint16(8, entry.flags ?? 0, true);
    header.setUint16(10, method, true);
    header.setUint32(20, spec.zip64 ? 0xffffffff : data.length, true);
    header.setUint32(24, spec.zip64 ? 0xffffffff : raw.length, true);
    header.setUint16(28, name.length, true);
    header.setUint16(30, extra, true);
    header.setUint32(42, spec.zip64 ? 0xffffffff : headerOffset, true);
    new Uint8Array(header.buffer).set(name, 46);
    if (spec.zip64) {
      const at = 46 + name.length;
      header.setUint16(at, 0x0001, true);
      header.setUint16(at + 2, 24, true);
      header.setBigUint64(at + 4, BigInt(raw.length), true);
      header.setBigUint64(at + 12, BigInt(data.length), true);
      header.setBigUint64(at + 20, BigInt(headerOffset), true);
    }
    central.push(new Uint8Array(header.buffer));
  }
  const directoryOffset = offset;
  for (const header of central) push(header);
  const directorySize = offset - directoryOffset;
  if (spec.zip64) {
    const record = new DataView(new ArrayBuffer(56));
    record.setUint32(0, 0x06064b50, true);
    record.setBigUint64(4, 44n, true);
    record.setBigUint64(24, BigInt(entries.length), true);
    record.setBigUint64(32, BigInt(entries.length), true);
    record.setBigUint64(40, BigInt(directorySize), true);
    record.setBigUint64(48, BigInt(directoryOffset), true);
    const recordOffset = offset;
    push(new Uint8Array(record.buffer));
    const locator = new DataView(new ArrayBuffer(20));
    locator.setUint32(0, 0x07064b50, true);
    locator.setBigUint64(8, BigInt(recordOffset), true);
    locator.setUint32(16, 1, true);
    push(new Uint8Array(locator.buffer));
  }
  const comment = strToU8(spec.comment ?? '');
  const end = new DataView(new ArrayBuffer(22 + comment.length));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, spec.zip64 ? 0xffff : entries.length, true);
  end.setUint16(10, spec.zip64 ? 0xffff : entries.length, true);
  end.setUint32(12, spec.zip64 ? 0xffffffff : directorySize, true);
  end.setUint32(16, spec.zip64 ? 0xffffffff : directoryOffset, true);
  end.setUint16(20, comment.length, true);
  new Uint8Array(end.buffer).set(comment, 22);
  push(new Uint8Array(end.buffer));
  const zip = new Uint8Array(offset);
  let at = 0;
  for (const part of parts) {
    zip.set(part, at);
    at += part.length;
  }
  return zip;
}

/** The text of an entry, located and inflated. */
async function entryText(zip: Uint8Array, entry: ZipEntry | undefined): Promise<string> {
  if (!entry) throw new Error('no such entry');
  const source = bytesSource(zip);
  const limits = { maxBytes: 1e9, maxRatio: 1000 };
  let text = '';
  const decoder = new TextDecoder();
  for await (const chunk of inflateEntry(source, await locateEntryData(source, entry), limits)) {
    text += decoder.decode(chunk, { stream: true });
  }
  return text;
}

const ENTRIES: readonly EntrySpec[] = [
  { name: '[Content_Types].xml', text: '<Types/>' },
  { name: 'xl/worksheets/sheet1.xml', text: '<worksheet>'.repeat(500), method: 8 },
  { name: 'xl/sharedStrings.xml', text: '<sst/>', method: 0 },
];

describe('readZipDirectory', () => {
  it('lists the entries of a zip written by a library, with methods and sizes', async () => {
    const zip = zipSync({
      'a.xml': strToU8('a'.repeat(1000)),
      'b/c.xml': [strToU8('stored'), { level: 0 }],
    });
    const directory = await readZipDirectory(bytesSource(zip));
    expect(
      directory.entries.map(({ name, method, uncompressedSize }) => [
        name,
        method,
        uncompressedSize,
      ]),
    ).toEqual([
      ['a.xml', 8, 1000],
      ['b/c.xml', 0, 6],
    ]);
    expect(await entryText(zip, directory.find('b/c.xml'))).toBe('stored');
    expect(await entryText(zip, directory.find('a.xml'))).toBe('a'.repeat(1000));
  });

  it('finds entries ignoring case, as part names are', async () => {
    const directory = await readZipDirectory(bytesSource(writeZip(ENTRIES)));
    expect(directory.find('XL/SharedStrings.XML')?.name).toBe('xl/sharedStrings.xml');
    expect(directory.find('xl/missing.xml')).toBeUndefined();
  });

  it('finds the end record behind a comment', async () => {
    // The comment holds what looks like an end record: the real one is the one the comment ends.
    const fake = `PK\u0005\u0006${'\u0000'.repeat(16)}`;
    const zip = writeZip(ENTRIES, { comment: `made by hand ${fake} not a record` });
    const directory = await readZipDirectory(bytesSource(zip));
    expect(directory.entries).toHaveLength(3);
    expect(await entryText(zip, directory.find('xl/sharedStrings.xml'))).toBe('<sst/>');
  });

  it('resolves ZIP64 sizes, offsets and end records', async () => {
    const zip = writeZip(ENTRIES, { zip64: true });
    const directory = await readZipDirectory(bytesSource(zip));
    const sheet = directory.find('xl/worksheets/sheet1.xml');
    expect(sheet?.uncompressedSize).toBe(5500);
    expect(sheet?.compressedSize).toBeLessThan(5500);
    expect(sheet?.localHeaderOffset).toBeGreaterThan(0);
    expect(await entryText(zip, sheet)).toBe('<worksheet>'.repeat(500));
    expect(await entryText(zip, directory.find('xl/sharedStrings.xml'))).toBe('<sst/>');
  });

  it('refuses bytes that are not a zip', async () => {
    const csv = strToU8('Mode,From,To\nflight,CDG,JFK\n');
    await expect(readZipDirectory(bytesSource(csv))).rejects.toMatchObject({ problem: 'notZip' });
    await expect(readZipDirectory(bytesSource(new Uint8Array(0)))).rejects.toMatchObject({
      problem: 'notZip',
    });
  });

  it('refuses a zip cut short as damaged', async () => {
    const zip = writeZip(ENTRIES);
    const cut = zip.subarray(0, Math.floor(zip.length / 2));
    await expect(readZipDirectory(bytesSource(cut))).rejects.toMatchObject({ problem: 'damaged' });
  });

  it('refuses a directory that points outside the file as damaged', async () => {
    const zip = writeZip(ENTRIES);
    new DataView(zip.buffer).setUint32(zip.length - 6, zip.length, true);
    await expect(readZipDirectory(bytesSource(zip))).rejects.toMatchObject({ problem: 'damaged' });
  });

  it('refuses a damaged directory entry', async () => {
    const zip = writeZip(ENTRIES);
    const view = new DataView(zip.buffer);
    const directoryOffset = view.getUint32(zip.length - 6, true);
    view.setUint32(directoryOffset, 0x12345678, true);
    await expect(readZipDirectory(bytesSource(zip))).rejects.toMatchObject({ problem: 'damaged' });
  });
});

describe('locateEntryData', () => {
  it('finds the data after the local header, whose extra field differs from the central one', async () => {
    const zip = writeZip([{ name: 'x.xml', text: 'local extra', method: 0, localExtra: 9 }]);
    const source = bytesSource(zip);
    const [entry] = (await readZipDirectory(source)).entries;
    if (!entry) throw new Error('no entry');
    const data = await locateEntryData(source, entry);
    expect(data.dataStart).toBe(30 + 'x.xml'.length + 9);
    expect(await entryText(zip, entry)).toBe('local extra');
  });

  it('refuses an encrypted entry', async () => {
    const zip = writeZip([{ name: 'x.xml', text: 'secret', flags: 1 }]);
    const source = bytesSource(zip);
    const [entry] = (await readZipDirectory(source)).entries;
    if (!entry) throw new Error('no entry');
    await expect(locateEntryData(source, entry)).rejects.toMatchObject({ problem: 'encrypted' });
  });

  it('refuses a WinZip AES entry as encrypted', async () => {
    const zip = writeZip([{ name: 'x.xml', text: 'secret', method: 99, flags: 0 }]);
    const source = bytesSource(zip);
    const [entry] = (await readZipDirectory(source)).entries;
    if (!entry) throw new Error('no entry');
    await expect(locateEntryData(source, entry)).rejects.toMatchObject({ problem: 'encrypted' });
  });

  it('refuses an unknown compression method as damaged', async () => {
    const zip = writeZip([{ name: 'x.xml', text: 'lzma?', method: 14 }]);
    const source = bytesSource(zip);
    const [entry] = (await readZipDirectory(source)).entries;
    if (!entry) throw new Error('no entry');
    await expect(locateEntryData(source, entry)).rejects.toThrow(/method 14/);
  });

  it('refuses an entry whose data runs past the end of the file', async () => {
    const zip = writeZip(ENTRIES);
    const source = bytesSource(zip);
    const entry = (await readZipDirectory(source)).find('xl/sharedStrings.xml');
    if (!entry) throw new Error('no entry');
    const lying = { ...entry, compressedSize: zip.length };
    await expect(locateEntryData(source, lying)).rejects.toMatchObject({ problem: 'damaged' });
  });

  it('refuses an entry whose local header is missing', async () => {
    const zip = writeZip(ENTRIES);
    const source = bytesSource(zip);
    const entry = (await readZipDirectory(source)).find('xl/sharedStrings.xml');
    if (!entry) throw new Error('no entry');
    const shifted = { ...entry, localHeaderOffset: entry.localHeaderOffset + 1 };
    await expect(locateEntryData(source, shifted)).rejects.toMatchObject({ problem: 'damaged' });
  });
});
