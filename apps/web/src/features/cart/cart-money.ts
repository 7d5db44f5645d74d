import { CART_CURRENCY, formatMoney, moneyFromMajor } from '@netzero/core';

/** An amount of the cart, in dollars, as the shop prints it, e.g. '$1,234.50'. */
export function formatCartAmount(dollars: number): string {
  return formatMoney(moneyFromMajor(dollars, CART_CURRENCY));
}
