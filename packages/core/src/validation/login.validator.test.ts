import { describe, expect, it } from 'vitest';
import { toFieldMessages } from './field-errors.js';
import { validateLogin } from './login.validator.js';

describe('validateLogin', () => {
  it('accepts a username and a password', () => {
    expect(validateLogin({ username: 'asha', password: 'x' })).toEqual({});
  });

  it('requires both, counting whitespace as empty', () => {
    expect(toFieldMessages(validateLogin({ username: ' ', password: '' }))).toEqual({
      username: 'Username is required.',
      password: 'Password is required.',
    });
  });

  it('flags only the missing one', () => {
    expect(validateLogin({ username: 'asha', password: '\t' })).toEqual({
      password: 'LOGIN.PASSWORD_REQUIRED',
    });
    expect(validateLogin({ username: '', password: 'secret' })).toEqual({
      username: 'LOGIN.USERNAME_REQUIRED',
    });
  });
});
