import type { ByteSource } from './byte-source.js';
import { type ZipEntryData, ZipReadError } from './zip-directory.js';

/** Zip-bomb limits applied while an entry inflates: declared sizes can lie, produced bytes cannot. */
export interface InflateLimits {
  /** Most uncompressed bytes the entry may produce. */
  readonly maxBytes: number;
  /** Most uncompressed/compressed ratio, checked once more than RATIO_GRACE_BYTES were produced. */
  readonly maxRatio: number;
}

/** Small parts legitimately compress far beyond any ratio (a run of empty cells); they cost nothing. */
export const RATIO_GRACE_BYTES = 1024 * 1024;
/**
 * Compressed bytes fed to the inflater at a time, and writes left pending: the fewer bytes ahead,
 * the sooner a bomb's ratio shows (16 KiB of zeros can inflate to 16 MiB); the more, the faster.
 */
const FEED_BYTES = 16 * 1024;
const WRITES_IN_FLIGHT = 4;
const STORED = 0;

function overLimit(entry: ZipEntryData, why: string): ZipReadError {
  return new ZipReadError('overLimit', `${entry.name} ${why} (zip bomb?)`);
}

/** Refuses before reading when the declared sizes already break the limits. */
function checkDeclaredSizes(entry: ZipEntryData, limits: InflateLimits): void {
  if (entry.uncompressedSize > limits.maxBytes) {
    throw overLimit(entry, `declares ${entry.uncompressedSize} bytes, over ${limits.maxBytes}`);
  }
  if (
    entry.uncompressedSize > RATIO_GRACE_BYTES &&
    entry.uncompressedSize > entry.compressedSize * limits.maxRatio
  ) {
    throw overLimit(entry, `declares a compression ratio over ${limits.maxRatio}`);
  }
  if (entry.method === STORED && entry.compressedSize !== entry.uncompressedSize) {
    throw new ZipReadError('damaged', `${entry.name} is stored with two different sizes`);
  }
}

/** Counts the bytes produced against the limits, throwing the moment one is crossed. */
function outputGuard(entry: ZipEntryData, limits: InflateLimits) {
  let produced = 0;
  return {
    get produced() {
      return produced;
    },
    add(bytes: number, consumed: number): void {
      produced += bytes;
      if (produced > limits.maxBytes)
        throw overLimit(entry, `inflates past ${limits.maxBytes} bytes`);
      if (produced > entry.uncompressedSize) {
        throw overLimit(entry, `inflates past its declared ${entry.uncompressedSize} bytes`);
      }
      if (produced > RATIO_GRACE_BYTES && produced > consumed * limits.maxRatio) {
        throw overLimit(entry, `inflates at a ratio over ${limits.maxRatio}`);
      }
    },
  };
}

function checkComplete(entry: ZipEntryData, consumed: number, produced: number): void {
  if (consumed !== entry.compressedSize || produced !== entry.uncompressedSize) {
    throw new ZipReadError(
      'damaged',
      `${entry.name} gave ${produced} of ${entry.uncompressedSize} bytes from ${consumed} of ${entry.compressedSize} (truncated?)`,
    );
  }
}

async function* storedBytes(
  source: ByteSource,
  entry: ZipEntryData,
  limits: InflateLimits,
  onConsumed: ((bytes: number) => void) | undefined,
): AsyncGenerator<Uint8Array, void, undefined> {
  const guard = outputGuard(entry, limits);
  let consumed = 0;
  for await (const chunk of source.stream(
    entry.dataStart,
    entry.dataStart + entry.compressedSize,
  )) {
    consumed += chunk.length;
    guard.add(chunk.length, consumed);
    onConsumed?.(consumed);
    yield chunk;
  }
  checkComplete(entry, consumed, guard.produced);
}

const ignore = (): void => undefined;

/**
 * Feeds the compressed bytes to the inflater, FEED_BYTES at a time with at most WRITES_IN_FLIGHT
 * writes pending. Awaiting the writes is the backpressure: Node's DecompressionStream queues up to
 * 16,384 chunks on its writable side, so a plain pipeThrough would read a whole file ahead.
 */
function feedInflater(
  source: ByteSource,
  entry: ZipEntryData,
  writer: WritableStreamDefaultWriter<Uint8Array>,
  onConsumed: ((bytes: number) => void) | undefined,
) {
  const chunks = source
    .stream(entry.dataStart, entry.dataStart + entry.compressedSize)
    [Symbol.asyncIterator]();
  const state = {
    consumed: 0,
    stopped: false,
    /** The source's own error, if it failed: an I/O error is not damage. */
    failure: null as { readonly error: unknown } | null,
  };
  const run = async (): Promise<void> => {
    const inFlight: Promise<void>[] = [];
    let done = false;
    try {
      for (;;) {
        let next: IteratorResult<Uint8Array>;
        try {
          next = await chunks.next();
        } catch (error) {
          state.failure = { error };
          throw error;
        }
        if (next.done) break;
        for (let at = 0; at < next.value.length; at += FEED_BYTES) {
          if (state.stopped) return;
          const slice = next.value.subarray(at, at + FEED_BYTES);
          state.consumed += slice.length;
          onConsumed?.(state.consumed);
          const written = writer.write(slice);
          written.catch(ignore);
          inFlight.push(written);
          if (inFlight.length >= WRITES_IN_FLIGHT) await inFlight.shift();
        }
      }
      done = true;
      await Promise.all(inFlight);
      await writer.close();
    } catch (error) {
      // The reader sees the inflater errored and reports it (or the source's failure).
      await writer.abort(error).catch(ignore);
    } finally {
      if (!done) await chunks.return?.();
    }
  };
  return { state, pumped: run() };
}

async function* inflatedBytes(
  source: ByteSource,
  entry: ZipEntryData,
  limits: InflateLimits,
  onConsumed: ((bytes: number) => void) | undefined,
): AsyncGenerator<Uint8Array, void, undefined> {
  const guard = outputGuard(entry, limits);
  const inflater = new DecompressionStream('deflate-raw');
  const reader = inflater.readable.getReader();
  const feeder = feedInflater(source, entry, inflater.writable.getWriter(), onConsumed);
  const { state } = feeder;
  let finished = false;
  try {
    for (;;) {
      let result: Awaited<ReturnType<typeof reader.read>>;
      try {
        result = await reader.read();
      } catch (error) {
        if (state.failure) throw state.failure.error;
        throw new ZipReadError('damaged', `${entry.name} is not valid deflate data`, {
          cause: error,
        });
      }
      if (result.done) break;
      guard.add(result.value.length, state.consumed);
      yield result.value;
    }
    finished = true;
  } finally {
    if (!finished) {
      // Stopped early (a limit, an error, or the consumer left): release the inflater and the source.
      state.stopped = true;
      await reader.cancel().catch(ignore);
    }
    await feeder.pumped;
  }
  if (state.failure) throw state.failure.error;
  checkComplete(entry, state.consumed, guard.produced);
}

/**
 * One entry's uncompressed bytes, streamed: deflate goes through the platform's
 * DecompressionStream, stored entries pass as they are. Throws ZipReadError 'overLimit' as soon as
 * the output breaks a limit, 'damaged' when the data is not what the directory declares.
 * `onConsumed` receives the compressed bytes read so far.
 */
export function inflateEntry(
  source: ByteSource,
  entry: ZipEntryData,
  limits: InflateLimits,
  onConsumed?: (bytes: number) => void,
): AsyncGenerator<Uint8Array, void, undefined> {
  checkDeclaredSizes(entry, limits);
  return entry.method === STORED
    ? storedBytes(source, entry, limits, onConsumed)
    : inflatedBytes(source, entry, limits, onConsumed);
}

/** The text encoding of an XML part, by its byte order mark (OPC allows UTF-16; UTF-8 is usual). */
function encodingOf(head: Uint8Array): string {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  return 'utf-8';
}

/**
 * One entry's uncompressed text, streamed under the same limits as inflateEntry; characters split
 * across chunks are decoded whole.
 */
export async function* inflateEntryText(
  source: ByteSource,
  entry: ZipEntryData,
  limits: InflateLimits,
  onConsumed?: (bytes: number) => void,
): AsyncGenerator<string, void, undefined> {
  let decoder: InstanceType<typeof TextDecoder> | undefined;
  for await (const bytes of inflateEntry(source, entry, limits, onConsumed)) {
    decoder ??= new TextDecoder(encodingOf(bytes));
    const text = decoder.decode(bytes, { stream: true });
    if (text.length > 0) yield text;
  }
  const rest = decoder?.decode() ?? '';
  if (rest.length > 0) yield rest;
}
