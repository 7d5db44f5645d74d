import { isValidEmail } from './email.js';
import type { FormErrors } from './field-errors.js';
import { parseNumberInput } from './input-values.js';

/** One field of the direct checkout page (the recipient name is optional, so never in error). */
export type DirectCheckoutField = 'quantity' | 'email';

/** What the direct checkout page holds: quantity in tonnes, the e-mail as typed, and the loaded price in dollars per tonne. */
export interface DirectCheckoutInput {
  /** Tonnes of CO2 to buy: a whole number, at least 1. */
  readonly quantity: string | number | null;
  readonly email: string;
  /** Price from the server, in dollars per tonne; null or undefined while not loaded. */
  readonly price: number | null | undefined;
}

/** Receipt name used when the recipient name and the e-mail's local part are both empty. */
export const DEFAULT_RECEIPT_NAME = 'Customer';

/** The direct checkout page's field errors and top-level message (spec §5). Formats are checked on trimmed values. */
export function validateDirectCheckout(
  input: DirectCheckoutInput,
): FormErrors<DirectCheckoutField> {
  const fields: FormErrors<DirectCheckoutField>['fields'] = {};
  const quantity = parseNumberInput(input.quantity);
  if (quantity === null || !Number.isSafeInteger(quantity) || quantity < 1) {
    fields.quantity = 'DIRECT_CHECKOUT.QUANTITY_INVALID';
  }
  if (!isValidEmail(input.email.trim())) fields.email = 'DIRECT_CHECKOUT.EMAIL_INVALID';
  const priceLoaded =
    typeof input.price === 'number' && Number.isFinite(input.price) && input.price > 0;
  return { fields, form: priceLoaded ? null : 'DIRECT_CHECKOUT.PRICE_UNAVAILABLE' };
}

/**
 * The name printed on the receipt: the trimmed recipient name, or when it is empty the local part of the
 * e-mail (what the buyer calls themselves there), or DEFAULT_RECEIPT_NAME when that is empty too.
 */
export function resolveReceiptName(name: string, email: string): string {
  const trimmed = name.trim();
  if (trimmed !== '') return trimmed;
  const trimmedEmail = email.trim();
  const at = trimmedEmail.lastIndexOf('@');
  const localPart = (at === -1 ? '' : trimmedEmail.slice(0, at)).trim();
  return localPart === '' ? DEFAULT_RECEIPT_NAME : localPart;
}
