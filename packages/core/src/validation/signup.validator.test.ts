import { describe, expect, it } from 'vitest';
import { toFieldMessages } from './field-errors.js';
import { PASSWORD_MIN_LENGTH } from './password.js';
import { validateSignup } from './signup.validator.js';

const valid = { username: 'asha', email: 'asha@example.com', password: 'correct horse' };

describe('validateSignup', () => {
  it('accepts a complete signup', () => {
    expect(validateSignup(valid)).toEqual({});
  });

  it('requires all three fields', () => {
    expect(toFieldMessages(validateSignup({ username: '', email: ' ', password: '' }))).toEqual({
      username: 'Username is required.',
      email: 'Email is required.',
      password: 'Password is required.',
    });
  });

  it('rejects a malformed e-mail, checked trimmed', () => {
    expect(validateSignup({ ...valid, email: 'asha@' })).toEqual({ email: 'SIGNUP.EMAIL_INVALID' });
    expect(validateSignup({ ...valid, email: ' asha@example.com ' })).toEqual({});
  });

  it(`rejects a password shorter than ${PASSWORD_MIN_LENGTH} characters, saying the minimum`, () => {
    const errors = validateSignup({ ...valid, password: 'a'.repeat(PASSWORD_MIN_LENGTH - 1) });
    expect(errors).toEqual({ password: 'SIGNUP.PASSWORD_TOO_SHORT' });
    expect(toFieldMessages(errors).password).toContain(String(PASSWORD_MIN_LENGTH));
    expect(validateSignup({ ...valid, password: 'a'.repeat(PASSWORD_MIN_LENGTH) })).toEqual({});
  });
});
