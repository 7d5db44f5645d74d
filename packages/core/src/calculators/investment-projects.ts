import { roundHalfAwayFromZero } from '../pricing/decimal-rounding.js';

/** A project of the investment form, with its price in US dollars per ton (tonne) CO2. */
export type InvestmentProject = {
  /** Stable id, 1–6 in the spec's order. */
  readonly id: number;
  readonly name: string;
  /** Price, in US dollars per tonne CO2 (the spec's field name). */
  readonly pricePerTon: number;
};

/** The six hard-coded investment projects and their prices in dollars per tonne (spec §3, §9). */
export const INVESTMENT_PROJECTS: readonly InvestmentProject[] = [
  { id: 1, name: 'Nature-based Solutions', pricePerTon: 10 },
  { id: 2, name: 'Electric Mobility', pricePerTon: 12 },
  { id: 3, name: 'Clean Cooking', pricePerTon: 9 },
  { id: 4, name: 'Water Purification', pricePerTon: 11 },
  { id: 5, name: 'Carbon & Sustainability Strategy', pricePerTon: 13 },
  { id: 6, name: 'Carbon Capital & Market Solutions', pricePerTon: 15 },
];

/** The investment project with this id, or undefined. */
export function findInvestmentProject(id: number): InvestmentProject | undefined {
  return INVESTMENT_PROJECTS.find((project) => project.id === id);
}

/** Dollars for `tons` tonnes of a project, rounded to the cent; 0 for missing, negative or non-finite tonnes. */
export function investmentTotalUsd(project: InvestmentProject, tons: number): number {
  if (!Number.isFinite(tons) || tons <= 0) return 0;
  return roundHalfAwayFromZero(project.pricePerTon * tons, 2);
}
