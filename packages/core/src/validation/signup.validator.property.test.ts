import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyCredentialsInput } from '../../test/arbitraries/validation.js';
import { isMessageCode } from '../messages/format-message.js';
import { validateSignup } from './signup.validator.js';

describe('validateSignup (properties)', () => {
  it('never throws, only returns catalogue codes, and always flags a blank required field', () => {
    fc.assert(
      fc.property(anyCredentialsInput, ({ username, email, password }) => {
        const errors = validateSignup({ username, email, password });
        for (const code of Object.values(errors)) expect(isMessageCode(code)).toBe(true);
        if (username.trim() === '') expect(errors.username).toBe('SIGNUP.USERNAME_REQUIRED');
        if (email.trim() === '') expect(errors.email).toBe('SIGNUP.EMAIL_REQUIRED');
        if (password.trim() === '') expect(errors.password).toBe('SIGNUP.PASSWORD_REQUIRED');
      }),
    );
  });
});
