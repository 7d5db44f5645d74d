/** Random access to a file's bytes: a Blob in the browser, a file descriptor in Node. */
export interface ByteSource {
  readonly size: number;
  /** Bytes [start, end). */
  read(start: number, end: number): Promise<Uint8Array>;
  /** Bytes [start, end) as a stream of chunks (any sizes). */
  stream(start: number, end: number): AsyncIterable<Uint8Array>;
}

/** How many bytes bytesSource hands out per chunk: like a file read, never the whole buffer at once. */
const CHUNK_BYTES = 64 * 1024;

/** A ByteSource over bytes in memory (tests, small files). Ranges are clamped to the bytes held. */
export function bytesSource(bytes: Uint8Array): ByteSource {
  const clamp = (offset: number) => Math.min(Math.max(offset, 0), bytes.length);
  return {
    size: bytes.length,
    async read(start, end) {
      return bytes.subarray(clamp(start), clamp(end));
    },
    async *stream(start, end) {
      const stop = clamp(end);
      for (let offset = clamp(start); offset < stop; offset += CHUNK_BYTES) {
        yield bytes.subarray(offset, Math.min(offset + CHUNK_BYTES, stop));
      }
    },
  };
}
