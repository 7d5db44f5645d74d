import type { V1Estimate, V1Order, V1Project, WebhookEvent } from '@netzero/contract';

// Object mothers: replies as the server sends them, for the fake fetch and for signed webhooks.

export function anOrder(overrides: Partial<V1Order> = {}): V1Order {
  return {
    object: 'order',
    id: 'ord_AAAAAAAAAAAAAAAAAAAAAAA1',
    mode: 'test',
    state: 'placed',
    projectId: 1,
    projectName: 'Rimba Raya',
    vintage: null,
    tonnes: 2,
    unitPriceCents: 1400,
    amountCents: 2800,
    currency: 'USD',
    estimateId: null,
    beneficiary: null,
    metadata: {},
    createdAt: '2026-11-26T12:00:00.000Z',
    draftExpiresAt: null,
    placedAt: '2026-11-26T12:00:00.000Z',
    fulfilledAt: null,
    cancelledAt: null,
    certificateUrl: null,
    serialRanges: [],
    ...overrides,
  };
}

/** An order id with a distinct 24-character tail. */
export function orderId(index: number): string {
  return `ord_${String(index).padStart(24, '0')}`;
}

export function anEstimate(overrides: Partial<V1Estimate> = {}): V1Estimate {
  return {
    object: 'estimate',
    id: 'est_AAAAAAAAAAAAAAAAAAAAAAA1',
    mode: 'test',
    createdAt: '2026-11-26T12:00:00.000Z',
    lines: [
      {
        input: { type: 'flight', km: 1000 },
        grams: 150_000,
        tonnes: 0.15,
        factors: [
          {
            name: 'FLIGHT_TONNES_PER_KM',
            tonnesPerUnit: 0.00015,
            unit: 'km',
            inputs: [1000],
            source: 'spec §9',
            referenceUrl: null,
          },
        ],
      },
    ],
    totalGrams: 150_000,
    totalTonnes: 0.15,
    tonnesToOffset: 1,
    ...overrides,
  };
}

export function aProject(overrides: Partial<V1Project> = {}): V1Project {
  return {
    object: 'project',
    id: 1,
    slug: 'rimba-raya',
    name: 'Rimba Raya',
    description: 'Peat forest protection.',
    category: 'Forestry',
    country: 'Indonesia',
    region: 'Asia',
    location: 'Central Kalimantan',
    standard: 'VCS',
    methodology: 'VM0004',
    registry: { name: 'Verra', projectId: '674', url: null },
    sdgs: [13, 15],
    unitPriceCents: 1400,
    currency: 'USD',
    availableTonnes: 1000,
    vintages: [{ vintage: 2022, availableTonnes: 1000 }],
    imageUrl: '/images/rimba.jpg',
    url: '/projects/rimba-raya',
    ...overrides,
  };
}

export function anOrderEvent(
  type: 'order.placed' | 'order.fulfilled' | 'order.cancelled' = 'order.fulfilled',
  order: V1Order = anOrder(),
): WebhookEvent {
  return {
    object: 'event',
    id: 'evt_AAAAAAAAAAAAAAAAAAAAAAA1',
    type,
    mode: order.mode,
    createdAt: '2026-11-26T12:00:00.000Z',
    data: { object: order },
  };
}
