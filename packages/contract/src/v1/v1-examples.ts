// One example of each /v1 answer, shown in the OpenAPI document (and checked against its schema
// by v1-examples.test.ts, so the reference never shows a shape the API does not answer).

/** A project, as GET /v1/projects lists it. */
export const PROJECT_EXAMPLE = {
  object: 'project',
  id: 7,
  slug: 'jharkhand-cookstoves',
  name: 'Clean cookstoves, Jharkhand',
  description: 'Efficient cookstoves that cut wood use and smoke in rural homes.',
  category: 'Household energy',
  country: 'India',
  region: 'Jharkhand',
  location: 'Jharkhand, India',
  standard: 'Gold Standard',
  methodology: 'GS TPDDTEC v3.1',
  registry: {
    name: 'Gold Standard',
    projectId: 'GS-11234',
    url: 'https://registry.goldstandard.org/projects/details/11234',
  },
  sdgs: [3, 5, 7, 13],
  unitPriceCents: 1200,
  currency: 'USD',
  availableTonnes: 4800,
  vintages: [
    { vintage: 2024, availableTonnes: 3000 },
    { vintage: 2023, availableTonnes: 1800 },
  ],
  imageUrl: 'https://netzero.example/media/projects/7-1a2b3c4d.webp',
  url: 'https://netzero.example/Blog1',
} as const;

/** An estimate of a 1,200 km flight and a 3-night stay in a 4-star hotel. */
export const ESTIMATE_EXAMPLE = {
  object: 'estimate',
  id: 'est_4fQzN8aLw2RkT9sYbVc3XpEd',
  mode: 'test',
  createdAt: '2026-11-26T10:00:00.000Z',
  lines: [
    {
      input: { type: 'flight', km: 1200 },
      grams: 180000,
      tonnes: 0.18,
      factors: [
        {
          name: 'FLIGHT_TONNES_PER_KM',
          tonnesPerUnit: 0.00015,
          unit: 'km',
          inputs: [1200],
          source:
            'Spec factor; DESNZ 2024 domestic flight, average passenger: 0.23–0.27 kg/passenger-km',
          referenceUrl:
            'https://www.gov.uk/government/publications/greenhouse-gas-reporting-conversion-factors-2024',
        },
      ],
    },
    {
      input: { type: 'hotel', nights: 3, stars: 4, energy: 0 },
      grams: 120000,
      tonnes: 0.12,
      factors: [
        {
          name: 'HOTEL_TONNES_PER_NIGHT_STAR',
          tonnesPerUnit: 0.01,
          unit: 'night-star',
          inputs: [3, 4],
          source: 'Spec factor; no public source gives a per-star figure',
          referenceUrl: null,
        },
      ],
    },
  ],
  totalGrams: 300000,
  totalTonnes: 0.3,
  tonnesToOffset: 1,
} as const;

/** A fulfilled order of one tonne, bought by estimate. */
export const ORDER_EXAMPLE = {
  object: 'order',
  id: 'ord_8KdPq2Wm4ZtY7nHcR1sLbX3v',
  mode: 'test',
  state: 'fulfilled',
  projectId: 7,
  projectName: 'Clean cookstoves, Jharkhand',
  vintage: null,
  tonnes: 1,
  unitPriceCents: 1200,
  amountCents: 1200,
  currency: 'USD',
  estimateId: 'est_4fQzN8aLw2RkT9sYbVc3XpEd',
  beneficiary: 'Acme Travel Ltd',
  metadata: { bookingId: 'BK-2041' },
  createdAt: '2026-11-26T10:00:01.000Z',
  draftExpiresAt: null,
  placedAt: '2026-11-26T10:00:01.000Z',
  fulfilledAt: '2026-11-26T10:00:02.000Z',
  cancelledAt: null,
  certificateUrl: 'https://netzero.example/certificates/TEST-3q9XkV2mLp8RwT4z',
  serialRanges: [{ first: 1, last: 1, registrySerialBlock: '', vintage: 2024 }],
} as const;

/** A test balance with an alert under $50. */
export const BALANCE_EXAMPLE = {
  object: 'balance',
  mode: 'test',
  availableCents: 98800,
  currency: 'USD',
  lowBalanceThresholdCents: 5000,
} as const;

/** A 400 with per-field errors. */
export const ERROR_EXAMPLE = {
  message: 'Please correct the highlighted fields.',
  errors: { tonnes: 'Send exactly one of tonnes, amountCents or estimateId.' },
} as const;
