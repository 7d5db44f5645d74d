import { moneyFromMajor } from '@netzero/core';
import { CALCULATORS_COPY } from '../../content/calculators.copy';
import { fillCopy } from '../../content/fill-copy';
import { formatAmount, formatWholeUsd } from './format-amounts';
import type { ResultLine } from './results-card';
import type { CalculatorPurchase } from './use-calculator-order';

const COPY = CALCULATORS_COPY.results;

/** The CO2 line's note when the whole tonnes bought exceed the estimate, else undefined. */
export function roundedTonnesNote(estimateTonnes: number, tonnes: number): string | undefined {
  return tonnes > estimateTonnes ? fillCopy(COPY.roundedNote, { tonnes }) : undefined;
}

/** The offset's cost in US cents: the whole tonnes at the chosen project's price (0 before a project). */
export function offsetCents(purchase: CalculatorPurchase): number {
  if (!purchase.product) return 0;
  return purchase.tonnes * moneyFromMajor(purchase.product.price, 'USD').amountMinor;
}

/** The results' Offset line: the whole tonnes × the chosen project's price, in dollars. */
export function offsetLine(purchase: CalculatorPurchase): ResultLine {
  if (!purchase.product) return { label: COPY.offset, value: COPY.noProject };
  const price = formatAmount(purchase.product.price, 'USD');
  return {
    label: COPY.offset,
    value: formatAmount(offsetCents(purchase) / 100, 'USD'),
    note:
      purchase.tonnes > 0
        ? fillCopy(COPY.offsetNote, { tonnes: purchase.tonnes, price })
        : fillCopy(COPY.costAt, { price }),
  };
}

/** The results' Donation line and Total (offset + donation): the figures the checkout charges. */
export function donationAndTotal(
  purchase: CalculatorPurchase,
  donationUsd: number,
): { donation: ResultLine; total: ResultLine } {
  return {
    donation: {
      label: COPY.donation,
      value: donationUsd > 0 ? formatWholeUsd(donationUsd) : CALCULATORS_COPY.donations.none,
    },
    total: {
      label: COPY.total,
      value: formatAmount((offsetCents(purchase) + donationUsd * 100) / 100, 'USD'),
    },
  };
}
