import { describe, expect, it } from 'vitest';
import { hasDatedMonths, monthLabel, shortEmission as shortEmissionText } from './bulk-months';

describe('the totals by month', () => {
  it("label a month by its short name and year, and the rows without a date 'No date'", () => {
    expect(monthLabel('2026-03')).toBe('Mar 2026');
    expect(monthLabel('1999-12')).toBe('Dec 1999');
    expect(monthLabel('')).toBe('No date');
  });

  it('print short amounts above the columns: kilograms, tonnes, then thousands', () => {
    // A no-break space keeps each number on the line of its unit (issue 18 item 5).
    const shortEmission = (tonnes: number) => shortEmissionText(tonnes).replaceAll('\u00a0', ' ');
    expect(shortEmissionText(8.7)).toBe('8.70\u00a0t');
    expect(shortEmission(0.294)).toBe('294 kg');
    expect(shortEmission(8.7)).toBe('8.70 t');
    expect(shortEmission(999.5)).toBe('999.50 t');
    expect(shortEmission(9_992.2)).toBe('10K t');
    expect(shortEmission(246_743.23)).toBe('246.7K t');
    expect(shortEmission(1_250_000)).toBe('1.3M t');
  });

  it('are shown only when a row has a date', () => {
    expect(hasDatedMonths([])).toBe(false);
    expect(hasDatedMonths([{ month: '', rows: 3, tonnes: 1 }])).toBe(false);
    expect(
      hasDatedMonths([
        { month: '2026-01', rows: 1, tonnes: 1 },
        { month: '', rows: 3, tonnes: 1 },
      ]),
    ).toBe(true);
  });
});
