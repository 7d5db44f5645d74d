import { describe, expect, it } from 'vitest';
import {
  EMAIL_MESSAGES,
  type EmailMessageCode,
  formatEmailMessage,
  formatEmailTonnes,
} from './email-messages.js';

const codes = Object.keys(EMAIL_MESSAGES) as EmailMessageCode[];

describe('EMAIL_MESSAGES', () => {
  it('names every code EMAIL.NAME, with a non-empty trimmed text and {name} placeholders only', () => {
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) {
      expect(code).toMatch(/^EMAIL\.[A-Z][A-Z0-9_]*$/);
      const text = EMAIL_MESSAGES[code];
      expect(text.trim(), code).not.toBe('');
      expect(text, code).toBe(text.trim());
      const braces = text.match(/[{}]/g) ?? [];
      expect(braces.length, code).toBe((text.match(/\{\w+\}/g) ?? []).length * 2);
    }
  });
});

describe('formatEmailMessage', () => {
  it('fills every placeholder, numbers as text', () => {
    expect(formatEmailMessage('EMAIL.RECEIPT_SUBJECT', { orderId: 42 })).toBe(
      'Your NetZero Market receipt for order #42',
    );
  });

  it('never reads a value as a placeholder or a replacement pattern', () => {
    expect(formatEmailMessage('EMAIL.VERIFY_OPENING', { username: '{username} $& $1' })).toBe(
      'Hello {username} $& $1, welcome to NetZero Market. Please confirm your e-mail address by opening this link:',
    );
  });

  it('leaves a placeholder it has no value for as written', () => {
    expect(formatEmailMessage('EMAIL.INVESTMENT_TOTAL')).toBe('Total: {amount}');
  });
});

describe('formatEmailTonnes', () => {
  it('says tonne for one and tonnes otherwise', () => {
    expect(formatEmailTonnes(1)).toBe('1 tonne CO2');
    expect(formatEmailTonnes(25)).toBe('25 tonnes CO2');
    expect(formatEmailTonnes(0)).toBe('0 tonnes CO2');
  });
});
