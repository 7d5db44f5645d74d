import {
  CHECKOUT_CURRENCY,
  formatMoney,
  type InvestmentProject,
  moneyFromMajor,
} from '@netzero/core';

/** A project's price of one tonne, e.g. '$12.00'. */
export function pricePerTonText(project: InvestmentProject): string {
  return formatMoney(moneyFromMajor(project.pricePerTon, CHECKOUT_CURRENCY));
}
