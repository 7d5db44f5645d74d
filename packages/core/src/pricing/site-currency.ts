import { moneyFromMajor } from './money.js';
import { formatMoney } from './price-line.js';

/** Currency (ISO 4217) of every price, cart, checkout and order total: the server prices in US dollars. */
export const SITE_CURRENCY = 'USD';

/** An amount in dollars as the shop prints it, e.g. 1234.5 → '$1,234.50'. */
export function formatDollars(amount: number): string {
  return formatMoney(moneyFromMajor(amount, SITE_CURRENCY));
}
