import type { ByteSource } from '@netzero/bulk';

/**
 * The chunks of a byte stream, as an async iterable. Through a reader rather than the stream's own
 * async iterator, which Safari does not have; stopping early cancels the stream.
 */
export async function* streamChunks(stream: ReadableStream<Uint8Array>): AsyncIterable<Uint8Array> {
  const reader = stream.getReader();
  let done = false;
  try {
    while (!done) {
      const next = await reader.read();
      done = next.done;
      if (next.value !== undefined) yield next.value;
    }
  } finally {
    if (!done) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

/** A ByteSource over a Blob (the user's File): ranges are sliced, never the whole file read. */
export function blobByteSource(blob: Blob): ByteSource {
  return {
    size: blob.size,
    async read(start, end) {
      return new Uint8Array(await blob.slice(start, end).arrayBuffer());
    },
    stream(start, end) {
      return streamChunks(blob.slice(start, end).stream());
    },
  };
}
