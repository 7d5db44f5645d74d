import beyondNetZero from '../../assets/article-beyond-net-zero.svg';
import carbonMarkets from '../../assets/article-carbon-markets.svg';
import carbonRemoval from '../../assets/article-carbon-removal.svg';
import coBenefits from '../../assets/article-co-benefits.svg';
import creditValue from '../../assets/article-credit-value.svg';
import globalSouth from '../../assets/article-global-south.svg';
import nature from '../../assets/article-nature.svg';

const ART: Readonly<Record<number, string>> = {
  1: carbonMarkets,
  2: nature,
  3: carbonRemoval,
  4: creditValue,
  5: coBenefits,
  6: beyondNetZero,
  7: globalSouth,
};

/** The hero illustration of article `number` (1 to 7); the markets one for any other number. */
export function articleArt(number: number): string {
  return ART[number] ?? carbonMarkets;
}
