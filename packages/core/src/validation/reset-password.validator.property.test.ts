import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyCredentialsInput } from '../../test/arbitraries/validation.js';
import { isMessageCode } from '../messages/format-message.js';
import { validateResetPassword } from './reset-password.validator.js';

describe('validateResetPassword (properties)', () => {
  it('never throws, only returns catalogue codes, and always flags a blank required field', () => {
    fc.assert(
      fc.property(anyCredentialsInput, ({ email, newPassword }) => {
        const errors = validateResetPassword({ email, newPassword });
        for (const code of Object.values(errors)) expect(isMessageCode(code)).toBe(true);
        if (email.trim() === '') expect(errors.email).toBe('RESET.EMAIL_REQUIRED');
        if (newPassword.trim() === '') expect(errors.newPassword).toBe('RESET.PASSWORD_REQUIRED');
      }),
    );
  });
});
