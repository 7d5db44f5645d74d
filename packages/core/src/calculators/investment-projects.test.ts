import { describe, expect, it } from 'vitest';
import {
  findInvestmentProject,
  INVESTMENT_PROJECTS,
  investmentTotalUsd,
} from './investment-projects.js';

describe('investment projects', () => {
  it('are the six projects of spec §9 with their dollar prices per tonne and unique ids', () => {
    expect(INVESTMENT_PROJECTS.map((p) => [p.name, p.pricePerTon])).toEqual([
      ['Nature-based Solutions', 10],
      ['Electric Mobility', 12],
      ['Clean Cooking', 9],
      ['Water Purification', 11],
      ['Carbon & Sustainability Strategy', 13],
      ['Carbon Capital & Market Solutions', 15],
    ]);
    expect(new Set(INVESTMENT_PROJECTS.map((p) => p.id)).size).toBe(6);
  });

  it('are found by id', () => {
    expect(findInvestmentProject(3)?.name).toBe('Clean Cooking');
    expect(findInvestmentProject(99)).toBeUndefined();
  });

  it('total price × tonnes in dollars, to the cent', () => {
    const cleanCooking = INVESTMENT_PROJECTS[2];
    if (cleanCooking === undefined) throw new Error('missing project');
    expect(investmentTotalUsd(cleanCooking, 100)).toBe(900);
    expect(investmentTotalUsd(cleanCooking, 3.3)).toBe(29.7);
    for (const tons of [0, -5, Number.NaN]) expect(investmentTotalUsd(cleanCooking, tons)).toBe(0);
  });
});
