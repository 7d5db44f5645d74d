import { beforeAll, describe, expect, it } from 'vitest';
import { blobByteSource, streamChunks } from './blob-byte-source';
import { cutIntoParts, nodeFileClass } from './bulk-file-test-kit';

let NodeFile: typeof File;
beforeAll(async () => {
  NodeFile = await nodeFileClass();
});

const BYTES = Uint8Array.from({ length: 50_000 }, (_, index) => (index * 31) % 251);

async function collect(chunks: AsyncIterable<Uint8Array>): Promise<number[]> {
  const bytes: number[] = [];
  for await (const chunk of chunks) bytes.push(...chunk);
  return bytes;
}

describe('blobByteSource', () => {
  const file = () => new NodeFile(cutIntoParts(BYTES), 'book.xlsx');

  it('has the size of the blob and reads any range of it', async () => {
    const source = blobByteSource(file());
    expect(source.size).toBe(BYTES.length);
    expect([...(await source.read(10, 20))]).toEqual([...BYTES.subarray(10, 20)]);
    expect([...(await source.read(49_990, 60_000))]).toEqual([...BYTES.subarray(49_990)]);
  });

  it('streams a range in chunks, which add up to the range', async () => {
    const source = blobByteSource(file());
    let chunks = 0;
    const bytes: number[] = [];
    for await (const chunk of source.stream(1_000, 45_000)) {
      chunks += 1;
      bytes.push(...chunk);
    }
    expect(chunks).toBeGreaterThan(5);
    expect(bytes).toEqual([...BYTES.subarray(1_000, 45_000)]);
  });
});

describe('streamChunks', () => {
  it('cancels the stream when the reader stops early', async () => {
    let cancelled = false;
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array([pulled]));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const chunk of streamChunks(stream)) {
      if ((chunk[0] ?? 0) >= 3) break;
    }
    expect(cancelled).toBe(true);
    expect(stream.locked).toBe(false);
  });

  it('passes on a read error', async () => {
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error('gone'));
      },
    });
    await expect(collect(streamChunks(stream))).rejects.toThrow('gone');
  });
});
