import { describe, expect, it } from 'vitest';
import {
  RUPEE_FUELS,
  RUPEE_KM_PER_TONNE,
  RUPEE_PRICE_INR_PER_TONNE,
  RUPEE_VEHICLES,
  rupeeOffsetCostInr,
  rupeeTonnesForKm,
  rupeeTransportTonnes,
} from './rupee-calculator.js';

describe('rupee calculator', () => {
  it('uses the spec §9 constants', () => {
    expect(RUPEE_KM_PER_TONNE).toBe(5120);
    expect(RUPEE_PRICE_INR_PER_TONNE).toBe(1727.75);
    expect(RUPEE_VEHICLES).toEqual(['Car', 'Bus', 'Bike']);
    expect(RUPEE_FUELS).toEqual(['Electric', 'Petrol', 'Diesel']);
  });

  it('gives tonnes as km / 5120', () => {
    expect(rupeeTonnesForKm(5120)).toBe(1);
    expect(rupeeTonnesForKm(Number.NaN)).toBe(0);
    expect(
      rupeeTransportTonnes([
        { mode: 'Car', fuel: 'Petrol', km: 2560 },
        { mode: 'Bus', fuel: 'Diesel', km: 1280 },
        { mode: null, fuel: null, km: -100 },
      ]),
    ).toBe(0.75);
  });

  it('prices tonnes in rupees, to the paisa', () => {
    expect(rupeeOffsetCostInr(1)).toBe(1727.75);
    expect(rupeeOffsetCostInr(0.75)).toBe(1295.81); // 1295.8125
    expect(rupeeOffsetCostInr(-1)).toBe(0);
  });
});
