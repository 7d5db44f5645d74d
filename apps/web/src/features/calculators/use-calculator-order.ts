import {
  type CalculatorOrder,
  calculatorOrder,
  type InvestOutcomeCode,
  moneyFromMajor,
  type Product,
  suggestedQuantityTonnes,
} from '@netzero/core';
import { useState } from 'react';
import { type CalculatorProjects, useCalculatorProjects } from './use-calculator-projects';

/** What a calculator will sell: the chosen project, the whole tonnes, and the order once it is complete. */
export interface CalculatorPurchase {
  readonly projects: CalculatorProjects & { retry: () => void };
  /** The chosen product, or null while none is (loading, or none on sale). */
  readonly product: Product | null;
  readonly choose: (productId: number) => void;
  /** Whole tonnes that will be bought: the estimate rounded up, 0 when there is no estimate. */
  readonly tonnes: number;
  /** The order for the chosen project, tonnes and donation; null when something is missing. */
  readonly order: CalculatorOrder | null;
}

/**
 * The purchase a calculator's figures stand for (issue 18 item 2): a catalogue project chosen by
 * the buyer (the first on sale until then), the estimate's whole tonnes and the donation in
 * cents. The page shows exactly this order, and the checkout charges exactly it.
 */
export function useCalculatorPurchase(
  estimateTonnes: number,
  donationCents: number,
): CalculatorPurchase {
  const projects = useCalculatorProjects();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const products = projects.status === 'ready' ? projects.products : [];
  const product = products.find((item) => item.id === chosenId) ?? products[0] ?? null;
  const tonnes =
    Number.isFinite(estimateTonnes) && estimateTonnes > 0
      ? suggestedQuantityTonnes(estimateTonnes)
      : 0;
  const order = product
    ? calculatorOrder({
        productId: product.id,
        projectName: product.title,
        tonnes,
        unitPriceCents: moneyFromMajor(product.price, 'USD').amountMinor,
        donationCents,
      })
    : null;
  return { projects, product, choose: setChosenId, tonnes, order };
}

/** The invest button's message: the rows' outcome, unless they are valid but no project is chosen. */
export function investMessageFor(
  outcome: InvestOutcomeCode,
  order: CalculatorOrder | null,
): InvestOutcomeCode {
  return outcome === 'CALCULATOR.READY_TO_PAY' && order === null
    ? 'CALCULATOR.NO_PROJECT'
    : outcome;
}
