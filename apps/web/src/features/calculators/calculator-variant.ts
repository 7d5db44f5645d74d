import { SITE_ROUTES } from '@netzero/content';

/** The three personal transport calculators, one per route. */
export type CalculatorVariant = 'personal' | 'travel' | 'rupee';

const BY_PATH: Readonly<Record<string, CalculatorVariant>> = {
  [SITE_ROUTES.personalCalculator.toLowerCase()]: 'personal',
  [SITE_ROUTES.travelCalculator.toLowerCase()]: 'travel',
  [SITE_ROUTES.rupeeCalculator.toLowerCase()]: 'rupee',
};

/** The calculator a path shows (routes match case-insensitively, with or without a final slash). */
export function calculatorVariantOf(pathname: string): CalculatorVariant {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return BY_PATH[path.toLowerCase()] ?? 'personal';
}
