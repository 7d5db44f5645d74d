import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, isValidEmail } from './email.js';

describe('isValidEmail', () => {
  it.each([
    'a@b.co',
    'asha.rao@example.com',
    'first+tag@mail.example.co.uk',
    "o'brien@example.ie",
    'josé@exämple.de',
    'user@xn--p1ai.xn--p1ai',
    'UPPER@EXAMPLE.COM',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['no @', 'asha.example.com'],
    ['two @', 'asha@rao@example.com'],
    ['no local part', '@example.com'],
    ['no domain', 'asha@'],
    ['no top-level domain', 'asha@example'],
    ['one-letter top-level domain', 'asha@example.c'],
    ['empty label', 'asha@example..com'],
    ['leading dot in domain', 'asha@.example.com'],
    ['trailing dot', 'asha@example.com.'],
    ['inner space', 'asha rao@example.com'],
    ['leading space (callers trim first)', ' asha@example.com'],
    ['trailing newline', 'asha@example.com\n'],
    ['no-break space', 'asha\u00a0@example.com'],
    ['control character', 'asha\u0000@example.com'],
  ])('rejects %s', (_why, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it(`accepts up to ${EMAIL_MAX_LENGTH} characters and no more`, () => {
    const atLimit = `${'a'.repeat(EMAIL_MAX_LENGTH - '@example.com'.length)}@example.com`;
    expect(atLimit).toHaveLength(EMAIL_MAX_LENGTH);
    expect(isValidEmail(atLimit)).toBe(true);
    expect(isValidEmail(`a${atLimit}`)).toBe(false);
  });
});
