import { describe, expect, it } from 'vitest';
import { MESSAGES } from './catalogue.js';
import { formatMessage, isMessageCode } from './format-message.js';

describe('formatMessage', () => {
  it('returns a text without placeholders as written', () => {
    expect(formatMessage('SESSION.EXPIRED')).toBe('Your session has expired. Please log in again.');
    expect(formatMessage('SESSION.EXPIRED', { message: 'ignored' })).toBe(
      MESSAGES['SESSION.EXPIRED'],
    );
  });

  it('fills placeholders from the parameters', () => {
    expect(formatMessage('SIGNUP.FAILED', { message: 'Username taken' })).toBe(
      'Signup failed: Username taken',
    );
    expect(formatMessage('RESET.FAILED', { message: 'Unknown error' })).toBe(
      'Reset failed: Unknown error',
    );
  });

  it('writes numbers as text', () => {
    expect(formatMessage('SIGNUP.FAILED', { message: 409 })).toBe('Signup failed: 409');
  });

  it('leaves a placeholder it has no value for as written', () => {
    expect(formatMessage('SIGNUP.FAILED')).toBe('Signup failed: {message}');
    expect(formatMessage('RESET.FAILED', { other: 'x' })).toBe('Reset failed: {message}');
  });

  it('inserts values literally, without reading $ patterns or braces in them', () => {
    expect(formatMessage('SIGNUP.FAILED', { message: "$& $1 $' {message}" })).toBe(
      "Signup failed: $& $1 $' {message}",
    );
  });

  it('gives every catalogue code a non-empty text', () => {
    for (const code of Object.keys(MESSAGES)) {
      expect(isMessageCode(code)).toBe(true);
      if (isMessageCode(code)) expect(formatMessage(code).length).toBeGreaterThan(0);
    }
  });
});

describe('isMessageCode', () => {
  it('recognises catalogue codes', () => {
    expect(isMessageCode('SESSION.EXPIRED')).toBe(true);
    expect(isMessageCode('CARD.CVV_INVALID')).toBe(true);
  });

  it.each([
    '',
    'SESSION',
    'session.expired',
    'SESSION.EXPIRED ',
    'NOPE.NOT_A_CODE',
    'toString',
    '__proto__',
    'constructor',
  ])('rejects %j', (value) => {
    expect(isMessageCode(value)).toBe(false);
  });
});
