import { describe, expect, it } from 'vitest';
import { estimateLines } from './estimate-lines.js';

const reader = (attributes: Record<string, string>) => (name: string) => attributes[name] ?? null;

describe('estimateLines', () => {
  it('makes one trip line from type and km', () => {
    expect(estimateLines(reader({ type: 'flight', km: '1200' }))).toEqual([
      { type: 'flight', km: 1200 },
    ]);
  });

  it('reads the numbers of boating, event and hotel lines, energy 0 when absent', () => {
    expect(
      estimateLines(
        reader({ type: 'boating', km: '40', passengers: '6', 'length-metres': '12.5' }),
      ),
    ).toEqual([{ type: 'boating', km: 40, passengers: 6, lengthMetres: 12.5 }]);
    expect(estimateLines(reader({ type: 'event', attendees: '80', hours: '6' }))).toEqual([
      { type: 'event', attendees: 80, hours: 6, energy: 0 },
    ]);
    expect(estimateLines(reader({ type: 'hotel', nights: '3', stars: '4', energy: '20' }))).toEqual(
      [{ type: 'hotel', nights: 3, stars: 4, energy: 20 }],
    );
  });

  it('prefers a lines attribute holding a JSON array', () => {
    const lines = [
      { type: 'car', km: 30 },
      { type: 'hotel', nights: 2, stars: 3 },
    ];
    expect(
      estimateLines(reader({ lines: JSON.stringify(lines), type: 'flight', km: '1' })),
    ).toEqual(lines);
  });

  it('is null for what the API cannot estimate: no type, an unknown one, missing or bad numbers', () => {
    expect(estimateLines(reader({}))).toBeNull();
    expect(estimateLines(reader({ type: 'rocket', km: '10' }))).toBeNull();
    expect(estimateLines(reader({ type: 'flight' }))).toBeNull();
    expect(estimateLines(reader({ type: 'car', km: 'far' }))).toBeNull();
    expect(estimateLines(reader({ type: 'hotel', nights: '2' }))).toBeNull();
    expect(estimateLines(reader({ lines: 'not json' }))).toBeNull();
    expect(estimateLines(reader({ lines: '[]' }))).toBeNull();
    expect(estimateLines(reader({ lines: '{"type":"car"}' }))).toBeNull();
  });
});
