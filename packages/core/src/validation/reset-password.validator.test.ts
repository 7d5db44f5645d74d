import { describe, expect, it } from 'vitest';
import { toFieldMessages } from './field-errors.js';
import { PASSWORD_MIN_LENGTH } from './password.js';
import { validateResetPassword } from './reset-password.validator.js';

const valid = { email: 'asha@example.com', newPassword: 'a much better one' };

describe('validateResetPassword', () => {
  it('accepts an e-mail and a long enough new password', () => {
    expect(validateResetPassword(valid)).toEqual({});
  });

  it('requires both fields', () => {
    expect(toFieldMessages(validateResetPassword({ email: '', newPassword: ' ' }))).toEqual({
      email: 'Email is required.',
      newPassword: 'New password is required.',
    });
  });

  it('rejects a malformed e-mail, checked trimmed', () => {
    expect(validateResetPassword({ ...valid, email: 'asha example.com' })).toEqual({
      email: 'RESET.EMAIL_INVALID',
    });
    expect(validateResetPassword({ ...valid, email: '\tasha@example.com' })).toEqual({});
  });

  it(`rejects a new password shorter than ${PASSWORD_MIN_LENGTH} characters, saying the minimum`, () => {
    const errors = validateResetPassword({ ...valid, newPassword: 'short' });
    expect(errors).toEqual({ newPassword: 'RESET.PASSWORD_TOO_SHORT' });
    expect(toFieldMessages(errors).newPassword).toContain(String(PASSWORD_MIN_LENGTH));
  });
});
