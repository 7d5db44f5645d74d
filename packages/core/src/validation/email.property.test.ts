import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emailAddress,
  emailWithWhitespace,
  textWithoutAt,
} from '../../test/arbitraries/validation.js';
import { isValidEmail } from './email.js';

describe('isValidEmail (properties)', () => {
  it('accepts every generated local@domain.tld address', () => {
    fc.assert(fc.property(emailAddress, (email) => isValidEmail(email)));
  });

  it('rejects every text without an @', () => {
    fc.assert(fc.property(textWithoutAt, (text) => !isValidEmail(text)));
  });

  it('rejects every address with whitespace anywhere', () => {
    fc.assert(fc.property(emailWithWhitespace, (email) => !isValidEmail(email)));
  });

  it('rejects every address with a second @', () => {
    fc.assert(
      fc.property(emailAddress, fc.nat(), (email, at) => {
        const index = at % (email.length + 1);
        return !isValidEmail(`${email.slice(0, index)}@${email.slice(index)}`);
      }),
    );
  });

  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(typeof isValidEmail(text)).toBe('boolean');
      }),
    );
  });
});
