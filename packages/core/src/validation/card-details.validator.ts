import { CARD_CVV_MAX_LENGTH, CARD_NUMBER_MAX_LENGTH } from '../shared/limits.js';
import type { FieldErrors } from './field-errors.js';

/** Fewest digits in a card number, in digits (the shortest issued card numbers, ISO/IEC 7812). */
export const CARD_NUMBER_MIN_DIGITS = 12;

/** Fewest digits in a card security code, in digits. */
export const CARD_CVV_MIN_LENGTH = 3;

/** One field of the card form on the sandbox provider's hosted checkout page. */
export type CardDetailsField = 'cardNumber' | 'expiry' | 'cvv';

/** What the card form holds: each field as typed. */
export type CardDetailsInput = Readonly<Record<CardDetailsField, string>>;

const CARD_NUMBER_CHARACTERS = /^[0-9 ]+$/;
// MM/YY: month 01–12, two-digit year; always CARD_EXPIRY_MAX_LENGTH (5) characters.
const EXPIRY = /^(?:0[1-9]|1[0-2])\/[0-9]{2}$/;
const CVV = new RegExp(`^[0-9]{${CARD_CVV_MIN_LENGTH},${CARD_CVV_MAX_LENGTH}}$`);

/** Whether a card number, as typed, has only digits and spaces, at most 19 characters and at least 12 digits. */
export function isValidCardNumber(value: string): boolean {
  if (value.length > CARD_NUMBER_MAX_LENGTH || !CARD_NUMBER_CHARACTERS.test(value)) return false;
  return value.replaceAll(' ', '').length >= CARD_NUMBER_MIN_DIGITS;
}

/**
 * The card form's field errors (spec §5 card rules), for the sandbox hosted checkout our server shows.
 * Format only: whether the card is expired or genuine is the payment provider's decision.
 */
export function validateCardDetails(input: CardDetailsInput): FieldErrors<CardDetailsField> {
  const errors: FieldErrors<CardDetailsField> = {};
  if (!isValidCardNumber(input.cardNumber.trim())) errors.cardNumber = 'CARD.NUMBER_INVALID';
  if (!EXPIRY.test(input.expiry.trim())) errors.expiry = 'CARD.EXPIRY_INVALID';
  if (!CVV.test(input.cvv.trim())) errors.cvv = 'CARD.CVV_INVALID';
  return errors;
}
