import capital from '../../assets/invest-capital.svg';
import cooking from '../../assets/invest-cooking.svg';
import mobility from '../../assets/invest-mobility.svg';
import nature from '../../assets/invest-nature.svg';
import strategy from '../../assets/invest-strategy.svg';
import water from '../../assets/invest-water.svg';

/** The illustration of each investment project, by its id (INVESTMENT_PROJECTS). */
export const INVEST_IMAGES: Readonly<Record<number, string>> = {
  1: nature,
  2: mobility,
  3: cooking,
  4: water,
  5: strategy,
  6: capital,
};
