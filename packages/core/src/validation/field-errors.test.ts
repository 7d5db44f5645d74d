import { describe, expect, it } from 'vitest';
import {
  clearFieldError,
  type FieldErrors,
  firstFieldWithError,
  hasErrors,
  hasFormErrors,
  toFieldMessages,
} from './field-errors.js';

type Field = 'name' | 'email' | 'phone';
const ORDER: readonly Field[] = ['name', 'email', 'phone'];

describe('hasErrors', () => {
  it('is false for no errors, even with fields explicitly undefined', () => {
    expect(hasErrors<Field>({})).toBe(false);
    expect(hasErrors<Field>({ name: undefined })).toBe(false);
  });

  it('is true when any field has a code', () => {
    expect(hasErrors<Field>({ phone: 'ENQUIRY.PHONE_DIGITS' })).toBe(true);
  });
});

describe('hasFormErrors', () => {
  it('is false only when no field has an error and there is no form message', () => {
    expect(hasFormErrors<Field>({ fields: {}, form: null })).toBe(false);
    expect(hasFormErrors<Field>({ fields: { name: 'ENQUIRY.NAME_REQUIRED' }, form: null })).toBe(
      true,
    );
    expect(hasFormErrors<Field>({ fields: {}, form: 'DIRECT_CHECKOUT.PRICE_UNAVAILABLE' })).toBe(
      true,
    );
  });
});

describe('toFieldMessages', () => {
  it('turns each code into its catalogue text and skips fields without one', () => {
    const errors: FieldErrors<Field> = {
      name: 'ENQUIRY.NAME_REQUIRED',
      email: undefined,
      phone: 'ENQUIRY.PHONE_DIGITS',
    };
    expect(toFieldMessages(errors)).toEqual({
      name: 'Name is required.',
      phone: 'Phone number must be 10 digits.',
    });
  });

  it('gives no messages for no errors', () => {
    expect(toFieldMessages<Field>({})).toEqual({});
  });
});

describe('firstFieldWithError', () => {
  it('follows the form order, not the order the errors were set in', () => {
    const errors: FieldErrors<Field> = {
      phone: 'ENQUIRY.PHONE_DIGITS',
      email: 'ENQUIRY.EMAIL_INVALID',
    };
    expect(firstFieldWithError(errors, ORDER)).toBe('email');
  });

  it('is null when no field has an error', () => {
    expect(firstFieldWithError<Field>({ name: undefined }, ORDER)).toBeNull();
  });
});

describe('clearFieldError', () => {
  it("removes only the edited field's error and leaves the input untouched", () => {
    const errors: FieldErrors<Field> = {
      name: 'ENQUIRY.NAME_REQUIRED',
      email: 'ENQUIRY.EMAIL_INVALID',
    };
    expect(clearFieldError(errors, 'email')).toEqual({ name: 'ENQUIRY.NAME_REQUIRED' });
    expect(errors).toEqual({ name: 'ENQUIRY.NAME_REQUIRED', email: 'ENQUIRY.EMAIL_INVALID' });
  });

  it('is a no-op for a field without an error', () => {
    expect(clearFieldError<Field>({ name: 'ENQUIRY.NAME_REQUIRED' }, 'phone')).toEqual({
      name: 'ENQUIRY.NAME_REQUIRED',
    });
  });
});
