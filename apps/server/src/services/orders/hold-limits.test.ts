import { describe, expect, it } from 'vitest';
import type { ProjectHold } from '../ports/order.repository.port.js';
import { HOLD_LIMITS, judgeHold, projectShareTonnes } from './hold-limits.js';

const project = (overrides: Partial<ProjectHold> = {}): ProjectHold => ({
  productId: 1,
  projectName: 'Biogas',
  requestedTonnes: 1,
  heldTonnes: 0,
  availableTonnes: 25_000,
  ...overrides,
});

describe('projectShareTonnes', () => {
  it('is 10 % of what the project would have without the client’s holds, at least 20 t', () => {
    expect(projectShareTonnes(HOLD_LIMITS, { heldTonnes: 0, availableTonnes: 25_000 })).toBe(2_500);
    expect(projectShareTonnes(HOLD_LIMITS, { heldTonnes: 500, availableTonnes: 7_500 })).toBe(800);
    expect(projectShareTonnes(HOLD_LIMITS, { heldTonnes: 0, availableTonnes: 209 })).toBe(20);
    expect(projectShareTonnes(HOLD_LIMITS, { heldTonnes: 0, availableTonnes: 30 })).toBe(20);
  });
});

describe('judgeHold', () => {
  const judge = (projects: ProjectHold[], heldTonnes = 0) =>
    judgeHold(HOLD_LIMITS, { projects, heldTonnes });

  it('lets an order up to the share through, and refuses one tonne more as too large on its own', () => {
    expect(judge([project({ requestedTonnes: 2_000 })])).toBeNull();
    expect(judge([project({ availableTonnes: 8_000, requestedTonnes: 800 })])).toBeNull();
    expect(judge([project({ availableTonnes: 8_000, requestedTonnes: 801 })])).toEqual({
      code: 'CHECKOUT.ORDER_SHARE_TOO_LARGE',
      maxTonnes: 800,
      heldTonnes: 0,
      projectName: 'Biogas',
    });
  });

  it('refuses an order that fits alone but not beside the client’s unpaid holds in the project', () => {
    const held = project({ availableTonnes: 7_800, heldTonnes: 200, requestedTonnes: 600 });
    expect(judge([held], 200)).toBeNull();
    expect(judge([{ ...held, requestedTonnes: 601 }], 200)).toEqual({
      code: 'CHECKOUT.PROJECT_HOLD_LIMIT',
      maxTonnes: 800,
      heldTonnes: 200,
      projectName: 'Biogas',
    });
  });

  it('caps one order and one client at 2,000 t unpaid in all projects', () => {
    const two = [
      project({ requestedTonnes: 1_500 }),
      project({
        productId: 2,
        projectName: 'Forest',
        availableTonnes: 40_000,
        requestedTonnes: 501,
      }),
    ];
    expect(judge(two)).toEqual({
      code: 'CHECKOUT.ORDER_TONNES_TOO_LARGE',
      maxTonnes: 2_000,
      heldTonnes: 0,
      projectName: null,
    });
    expect(judge([project({ requestedTonnes: 1_000 })], 1_000)).toBeNull();
    expect(judge([project({ requestedTonnes: 1_001 })], 1_000)).toEqual({
      code: 'CHECKOUT.UNPAID_HOLD_LIMIT',
      maxTonnes: 2_000,
      heldTonnes: 1_000,
      projectName: null,
    });
  });
});
