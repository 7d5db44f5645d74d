import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyCredentialsInput } from '../../test/arbitraries/validation.js';
import { isMessageCode } from '../messages/format-message.js';
import { validateLogin } from './login.validator.js';

describe('validateLogin (properties)', () => {
  it('never throws, only returns catalogue codes, and always flags a blank required field', () => {
    fc.assert(
      fc.property(anyCredentialsInput, ({ username, password }) => {
        const errors = validateLogin({ username, password });
        for (const code of Object.values(errors)) expect(isMessageCode(code)).toBe(true);
        if (password.trim() === '') expect(errors.password).toBe('LOGIN.PASSWORD_REQUIRED');
        if (username.trim() === '') expect(errors.username).toBe('LOGIN.USERNAME_REQUIRED');
      }),
    );
  });
});
