import { describe, expect, it } from 'vitest';
import { roadRegion } from './road-regions.js';

describe('roadRegion', () => {
  it('joins Europe, Asia and Africa, and Great Britain through the Channel Tunnel', () => {
    for (const [country, continent] of [
      ['FR', 'EU'],
      ['GB', 'EU'],
      ['IE', 'EU'],
      ['IN', 'AS'],
      ['EG', 'AF'],
      ['ZA', 'AF'],
    ] as const) {
      expect(roadRegion(country, continent)).toBe('afro-eurasia');
    }
  });

  it('parts North from South America at the Darién Gap', () => {
    expect(roadRegion('PA', 'NA')).toBe('north-america');
    expect(roadRegion('US', 'NA', 'US-AK')).toBe('north-america');
    expect(roadRegion('CO', 'SA')).toBe('south-america');
  });

  it('gives islands their own region: Hawaii, Iceland, Japan, New Zealand, Australia', () => {
    expect(roadRegion('US', 'NA', 'US-HI')).toBe('US-HI');
    expect(roadRegion('IS', 'EU')).toBe('IS');
    expect(roadRegion('JP', 'AS')).toBe('JP');
    expect(roadRegion('NZ', 'OC')).toBe('NZ');
    expect(roadRegion('AU', 'OC')).toBe('AU');
    expect(roadRegion('HT', 'NA')).toBe(roadRegion('DO', 'NA'));
  });
});
