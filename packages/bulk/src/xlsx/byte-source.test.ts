import { describe, expect, it } from 'vitest';
import { bytesSource } from './byte-source.js';

const bytes = Uint8Array.from({ length: 200_000 }, (_, i) => i % 251);

async function collect(chunks: AsyncIterable<Uint8Array>): Promise<number[]> {
  const out: number[] = [];
  for await (const chunk of chunks) out.push(...chunk);
  return out;
}

describe('bytesSource', () => {
  it('reports the size and reads a range', async () => {
    const source = bytesSource(bytes);
    expect(source.size).toBe(200_000);
    expect([...(await source.read(10, 15))]).toEqual([10, 11, 12, 13, 14]);
  });

  it('clamps ranges to the bytes it holds', async () => {
    const source = bytesSource(bytes);
    expect((await source.read(199_998, 300_000)).length).toBe(2);
    expect((await source.read(-5, 2)).length).toBe(2);
  });

  it('streams a range in several chunks that add up to it', async () => {
    const source = bytesSource(bytes);
    let chunks = 0;
    for await (const _ of source.stream(5, 150_005)) chunks++;
    expect(chunks).toBeGreaterThan(1);
    expect(await collect(source.stream(5, 150_005))).toEqual([...bytes.subarray(5, 150_005)]);
  });

  it('streams nothing for an empty range', async () => {
    expect(await collect(bytesSource(bytes).stream(7, 7))).toEqual([]);
  });
});
