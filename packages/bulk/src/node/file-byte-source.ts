import { open } from 'node:fs/promises';
import type { ByteSource } from '../xlsx/byte-source.js';

/**
 * Bytes read per chunk when streaming a range: 64 KiB, as browsers stream a File. A chunk's text
 * then stays in V8's young generation; 256 KiB texts are large objects, which only a full
 * collection frees, and the process grew with the file.
 */
const CHUNK_BYTES = 64 * 1024;

/** A ByteSource over a file on disk, read by position (never the whole file); close() it after. */
export async function fileByteSource(
  path: string,
): Promise<ByteSource & { close(): Promise<void> }> {
  const handle = await open(path, 'r');
  const { size } = await handle.stat();
  async function read(start: number, end: number): Promise<Uint8Array> {
    const length = Math.max(0, Math.min(end, size) - start);
    const buffer = new Uint8Array(length);
    let filled = 0;
    while (filled < length) {
      const { bytesRead } = await handle.read(buffer, filled, length - filled, start + filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    return buffer.subarray(0, filled);
  }
  return {
    size,
    read,
    async *stream(start, end) {
      const stop = Math.min(end, size);
      for (let offset = start; offset < stop; offset += CHUNK_BYTES) {
        yield await read(offset, Math.min(offset + CHUNK_BYTES, stop));
      }
    },
    close: () => handle.close(),
  };
}
