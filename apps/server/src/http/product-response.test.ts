import { describe, expect, it } from 'vitest';
import { CATALOGUE_SEED } from '../persistence/seed/catalogue.seed.js';
import type { ProductRecord } from '../services/ports/product.repository.port.js';
import { toProductResponse } from './product-response.js';

describe('toProductResponse', () => {
  it('shows every product with its price in dollars and its registry facts', () => {
    const [first, ...rest] = CATALOGUE_SEED.map(toProductResponse);
    expect(first).toEqual({
      id: 1,
      title: 'Biogas for clean cooking in Madhya Pradesh and Maharashtra',
      description: CATALOGUE_SEED[0]?.description,
      imageUrl: '/assets/projects/biogas-clean-cooking.svg',
      plpUrl: '/CleanBioEnergy',
      price: 14,
      currency: 'USD',
      availableTonnes: 25_000,
      standard: 'Gold Standard',
      vintage: 2023,
      location: 'Madhya Pradesh and Maharashtra, India',
      sdgs: [1, 3, 5, 7, 13],
    });
    expect(rest.map((product) => product.price)).toEqual([11, 10, 9, 12, 12.5, 15]);
  });

  it('converts odd cents exactly (1999 cents is 19.99, not 19.990000000000002)', () => {
    const base = CATALOGUE_SEED[0] as ProductRecord;
    expect(toProductResponse({ ...base, priceCents: 1999 }).price).toBe(19.99);
  });
});
