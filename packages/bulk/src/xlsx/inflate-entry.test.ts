import { constants, deflateRawSync } from 'node:zlib';
import { deflateSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { ByteSource } from './byte-source.js';
import { inflateEntry, inflateEntryText, RATIO_GRACE_BYTES } from './inflate-entry.js';
import type { ZipEntryData } from './zip-directory.js';

const MiB = 1024 * 1024;
const GENEROUS = { maxBytes: 4 * 1024 * MiB, maxRatio: 200 };

/** A source over bytes in chunks of a chosen size, counting its open streams and bytes served. */
function trackedSource(bytes: Uint8Array, chunkBytes = 64 * 1024) {
  const state = { open: 0, opened: 0, served: 0 };
  const source: ByteSource = {
    size: bytes.length,
    read: async (start, end) => bytes.subarray(start, end),
    async *stream(start, end) {
      state.open++;
      state.opened++;
      try {
        for (let at = start; at < end; at += chunkBytes) {
          const chunk = bytes.subarray(at, Math.min(at + chunkBytes, end));
          state.served += chunk.length;
          yield chunk;
        }
      } finally {
        state.open--;
      }
    },
  };
  return { source, state };
}

function entryOf(
  compressed: Uint8Array,
  uncompressedSize: number,
  method = 8,
  compressedSize = compressed.length,
): ZipEntryData {
  return {
    name: 'xl/worksheets/sheet1.xml',
    method,
    flags: 0,
    compressedSize,
    uncompressedSize,
    localHeaderOffset: 0,
    dataStart: 0,
  };
}

/** Sheet-like text that compresses about as well as a real sheet. */
function sheetLikeText(rows: number): Uint8Array {
  const lines: string[] = [];
  for (let r = 1; r <= rows; r++) {
    lines.push(
      `<row r="${r}"><c r="A${r}" t="s"><v>${r % 97}</v></c><c r="B${r}"><v>${(r * 7919) % 100003}.25</v></c></row>`,
    );
  }
  return strToU8(lines.join(''));
}

function sameBytes(actual: Uint8Array, expected: Uint8Array): boolean {
  return Buffer.from(actual.buffer, actual.byteOffset, actual.length).equals(
    Buffer.from(expected.buffer, expected.byteOffset, expected.length),
  );
}

/**
 * Deflate data for `mib` MiB of zeros, built from one fully flushed MiB repeated (each copy stands
 * alone) and an empty final block: a gigabyte bomb in a megabyte, made in milliseconds.
 */
function zeroBomb(mib: number): Uint8Array {
  const piece = deflateRawSync(new Uint8Array(MiB), {
    level: 9,
    finishFlush: constants.Z_FULL_FLUSH,
  });
  const bomb = new Uint8Array(piece.length * mib + 2);
  for (let i = 0; i < mib; i++) bomb.set(piece, i * piece.length);
  bomb.set([0x03, 0x00], piece.length * mib);
  return bomb;
}

async function drain(
  chunks: AsyncIterable<Uint8Array>,
  seen: { bytes: number } = { bytes: 0 },
): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) {
    seen.bytes += chunk.length;
    parts.push(chunk);
  }
  const out = new Uint8Array(seen.bytes);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

describe('inflateEntry', () => {
  it('inflates a deflated entry, reporting compressed bytes consumed up to the whole', async () => {
    const raw = sheetLikeText(40_000);
    const compressed = deflateSync(raw, { level: 6 });
    const { source, state } = trackedSource(compressed);
    const consumed: number[] = [];
    const out = await drain(
      inflateEntry(source, entryOf(compressed, raw.length), GENEROUS, (bytes) =>
        consumed.push(bytes),
      ),
    );
    expect(sameBytes(out, raw)).toBe(true);
    expect(consumed.length).toBeGreaterThan(1);
    expect(consumed).toEqual([...consumed].sort((a, b) => a - b));
    expect(consumed.at(-1)).toBe(compressed.length);
    expect(state.open).toBe(0);
  });

  it('passes a stored entry through as it is', async () => {
    const raw = sheetLikeText(2000);
    const { source } = trackedSource(raw, 1000);
    const consumed: number[] = [];
    const out = await drain(
      inflateEntry(source, entryOf(raw, raw.length, 0), GENEROUS, (bytes) => consumed.push(bytes)),
    );
    expect(sameBytes(out, raw)).toBe(true);
    expect(consumed.at(-1)).toBe(raw.length);
  });

  it('reads the entry from its data start', async () => {
    const raw = strToU8('<sheetData/>');
    const compressed = deflateSync(raw);
    const padded = new Uint8Array(100 + compressed.length);
    padded.set(compressed, 100);
    const { source } = trackedSource(padded);
    const entry = { ...entryOf(compressed, raw.length), dataStart: 100 };
    expect(await drain(inflateEntry(source, entry, GENEROUS))).toEqual(raw);
  });

  it('refuses before reading an entry that declares more than the limit', async () => {
    const { source, state } = trackedSource(new Uint8Array(10));
    expect(() =>
      inflateEntry(source, entryOf(new Uint8Array(10), 5 * MiB), {
        maxBytes: 4 * MiB,
        maxRatio: 1e9,
      }),
    ).toThrow(expect.objectContaining({ problem: 'overLimit' }));
    expect(state.opened).toBe(0);
  });

  it('refuses before reading an entry that declares a bomb ratio', async () => {
    const zeros = new Uint8Array(50 * MiB);
    const compressed = deflateSync(zeros, { level: 9 });
    const { source, state } = trackedSource(compressed);
    expect(() => inflateEntry(source, entryOf(compressed, zeros.length), GENEROUS)).toThrow(
      /ratio/,
    );
    expect(state.opened).toBe(0);
  });

  it('stops a bomb that lies about its size while inflating, its output bounded, its source closed', async () => {
    const bomb = zeroBomb(1024);
    // Declares a ratio under the limit so that only the bytes actually produced can give it away.
    const { source, state } = trackedSource(bomb);
    const seen = { bytes: 0 };
    const read = drain(inflateEntry(source, entryOf(bomb, bomb.length * 150), GENEROUS), seen);
    await expect(read).rejects.toMatchObject({ name: 'ZipReadError', problem: 'overLimit' });
    await expect(read).rejects.toThrow(/ratio over 200/);
    expect(seen.bytes).toBeGreaterThan(RATIO_GRACE_BYTES - 64 * 1024);
    expect(seen.bytes).toBeLessThan(24 * MiB);
    expect(state.served).toBeLessThan(bomb.length / 4);
    expect(state.open).toBe(0);
  });

  it('stops when the output passes the declared size (a lying header)', async () => {
    const raw = sheetLikeText(40_000);
    const compressed = deflateSync(raw, { level: 6 });
    const declared = Math.floor(raw.length / 2);
    const { source, state } = trackedSource(compressed, 4096);
    const seen = { bytes: 0 };
    const read = drain(inflateEntry(source, entryOf(compressed, declared), GENEROUS), seen);
    await expect(read).rejects.toThrow(/past its declared/);
    expect(seen.bytes).toBeLessThanOrEqual(declared);
    expect(state.served).toBeLessThan(compressed.length);
    expect(state.open).toBe(0);
  });

  it('stops when the output passes the absolute limit', async () => {
    const raw = sheetLikeText(40_000);
    const compressed = deflateSync(raw, { level: 6 });
    const { source } = trackedSource(compressed);
    const limits = { maxBytes: MiB, maxRatio: 200 };
    // Declares within the limit, produces past it.
    const read = drain(inflateEntry(source, entryOf(compressed, MiB), limits));
    await expect(read).rejects.toMatchObject({ problem: 'overLimit' });
  });

  it('refuses an entry that produces less than it declares as damaged', async () => {
    const raw = sheetLikeText(100);
    const compressed = deflateSync(raw);
    const { source } = trackedSource(compressed);
    const read = drain(inflateEntry(source, entryOf(compressed, raw.length + 10), GENEROUS));
    await expect(read).rejects.toMatchObject({ problem: 'damaged' });
  });

  it('refuses deflate data cut short as damaged', async () => {
    const raw = sheetLikeText(5000);
    const compressed = deflateSync(raw);
    const cut = compressed.subarray(0, compressed.length - 100);
    const { source } = trackedSource(cut);
    const read = drain(inflateEntry(source, entryOf(cut, raw.length), GENEROUS));
    await expect(read).rejects.toMatchObject({ problem: 'damaged' });
  });

  it('refuses bytes that are not deflate data as damaged', async () => {
    const junk = Uint8Array.from({ length: 5000 }, (_, i) => (i * 7 + 3) % 256);
    const { source, state } = trackedSource(junk, 512);
    const read = drain(inflateEntry(source, entryOf(junk, 20_000), GENEROUS));
    await expect(read).rejects.toMatchObject({ problem: 'damaged' });
    expect(state.open).toBe(0);
  });

  it('refuses a stored entry with two different sizes as damaged', () => {
    const raw = strToU8('abc');
    const { source } = trackedSource(raw);
    expect(() => inflateEntry(source, entryOf(raw, 4, 0), GENEROUS)).toThrow(
      expect.objectContaining({ problem: 'damaged' }),
    );
  });

  it('closes the source when the consumer stops early', async () => {
    const raw = sheetLikeText(40_000);
    const compressed = deflateSync(raw, { level: 6 });
    const { source, state } = trackedSource(compressed, 2048);
    for await (const _ of inflateEntry(source, entryOf(compressed, raw.length), GENEROUS)) break;
    expect(state.open).toBe(0);
    expect(state.served).toBeLessThan(compressed.length);
  });

  it('lets an error of the source through unchanged', async () => {
    const failure = new Error('disk unplugged');
    const source: ByteSource = {
      size: 100,
      read: async () => new Uint8Array(0),
      // biome-ignore lint/correctness/useYield: fails before its first chunk, like a dead disk
      async *stream() {
        throw failure;
      },
    };
    const read = drain(inflateEntry(source, entryOf(new Uint8Array(100), 400), GENEROUS));
    await expect(read).rejects.toBe(failure);
  });
});

describe('inflateEntryText', () => {
  async function text(chunks: AsyncIterable<string>): Promise<string[]> {
    const out: string[] = [];
    for await (const chunk of chunks) out.push(chunk);
    return out;
  }

  it('decodes UTF-8 characters split across chunks', async () => {
    const raw = strToU8('Zürich → 東京 😀 '.repeat(50));
    const { source } = trackedSource(raw, 1);
    const chunks = await text(inflateEntryText(source, entryOf(raw, raw.length, 0), GENEROUS));
    expect(chunks.join('')).toBe('Zürich → 東京 😀 '.repeat(50));
    expect(chunks.join('')).not.toContain('\uFFFD');
  });

  it('decodes a part written in UTF-16 with a byte order mark', async () => {
    const body = '<sst>é😀</sst>';
    const raw = new Uint8Array(2 + body.length * 2);
    raw.set([0xff, 0xfe]);
    for (let i = 0; i < body.length; i++) {
      raw[2 + 2 * i] = body.charCodeAt(i) & 0xff;
      raw[3 + 2 * i] = body.charCodeAt(i) >> 8;
    }
    const { source } = trackedSource(raw, 3);
    const chunks = await text(inflateEntryText(source, entryOf(raw, raw.length, 0), GENEROUS));
    expect(chunks.join('')).toBe(body);
  });
});
