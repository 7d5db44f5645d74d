import {
  INVESTMENT_MAX_TONNES,
  type InvestmentProject,
  investmentProjectOf,
  investmentTotalCents,
  type Money,
  parseNumberInput,
  SITE_CURRENCY,
} from '@netzero/core';

/** What the form's values are worth so far: the chosen project, whole tonnes and their total. */
export interface InvestmentQuote {
  readonly project: InvestmentProject | undefined;
  /** Whole tonnes, 1 … 1,000,000, or null while the field holds anything else. */
  readonly tons: number | null;
  /** tons × the project's price per tonne, or null until both are known. */
  readonly total: Money | null;
}

/** The quote of a project id and tonnes as typed in the form. */
export function investmentQuote(values: { project: string; tons: string }): InvestmentQuote {
  const project = investmentProjectOf(values.project);
  const parsed = parseNumberInput(values.tons);
  const tons =
    parsed !== null && Number.isInteger(parsed) && parsed >= 1 && parsed <= INVESTMENT_MAX_TONNES
      ? parsed
      : null;
  const total =
    project && tons !== null
      ? { amountMinor: investmentTotalCents(project, tons), currency: SITE_CURRENCY }
      : null;
  return { project, tons, total };
}
