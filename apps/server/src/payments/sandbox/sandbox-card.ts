import { type MessageCode, normalizeCardExpiry, validateCardDetails } from '@netzero/core';

/** The test card that pays (digits only; buyers may type it with spaces). */
export const SANDBOX_SUCCESS_CARD = '4242424242424242';

/** The test card that is declined. */
export const SANDBOX_DECLINED_CARD = '4000000000000002';

/** The fields of the hosted page's card form, in the page's order. */
export const CARD_FORM_FIELDS = ['cardholderName', 'cardNumber', 'expiry', 'cvc'] as const;

/** One field of the card form. */
export type CardFormField = (typeof CARD_FORM_FIELDS)[number];

/** The card form as posted: each field as typed ('' when absent). */
export type CardForm = Readonly<Record<CardFormField, string>>;

/** What the sandbox decides about a posted card. */
export type CardVerdict =
  | { readonly kind: 'invalid'; readonly errors: Partial<Record<CardFormField, MessageCode>> }
  | { readonly kind: 'approved' }
  | { readonly kind: 'declined' }
  | { readonly kind: 'not_a_test_card' };

// No field of the form is longer than this; anything longer is not a value we would accept.
const MAX_FIELD_LENGTH = 200;

/**
 * Reads the card form from a parsed form body of any shape; missing or repeated fields read as ''.
 * The expiry comes back as MM/YY when it is one written another way ("1228", "12 / 28"): the page
 * has no script to insert the '/', so the server reads what buyers type.
 */
export function readCardForm(body: unknown): CardForm {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const read = (name: CardFormField): string => {
    const value = fields[name];
    return typeof value === 'string' ? value.slice(0, MAX_FIELD_LENGTH) : '';
  };
  return {
    cardholderName: read('cardholderName'),
    cardNumber: read('cardNumber'),
    expiry: normalizeCardExpiry(read('expiry')),
    cvc: read('cvc'),
  };
}

function isExpired(expiry: string, now: Date): boolean {
  const [month, year] = expiry.trim().split('/').map(Number);
  if (month === undefined || year === undefined) return false;
  // A card is valid through the last day of its expiry month.
  return (
    2000 + year < now.getUTCFullYear() ||
    (2000 + year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
  );
}

/**
 * Judges a posted card as a provider would: the format rules of the core's card validator, a name,
 * an expiry not in the past; then only the two test cards are known (one pays, one is declined).
 */
export function judgeCard(form: CardForm, now: Date): CardVerdict {
  const errors: Partial<Record<CardFormField, MessageCode>> = {};
  if (form.cardholderName.trim() === '') errors.cardholderName = 'SANDBOX.CARDHOLDER_REQUIRED';
  const format = validateCardDetails({
    cardNumber: form.cardNumber,
    expiry: form.expiry,
    cvv: form.cvc,
  });
  if (format.cardNumber) errors.cardNumber = format.cardNumber;
  if (format.expiry) errors.expiry = format.expiry;
  else if (isExpired(form.expiry, now)) errors.expiry = 'SANDBOX.CARD_EXPIRED';
  if (format.cvv) errors.cvc = format.cvv;
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const digits = form.cardNumber.replaceAll(' ', '');
  if (digits === SANDBOX_SUCCESS_CARD) return { kind: 'approved' };
  if (digits === SANDBOX_DECLINED_CARD) return { kind: 'declined' };
  return { kind: 'not_a_test_card' };
}
