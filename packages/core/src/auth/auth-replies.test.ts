import { describe, expect, it } from 'vitest';
import { httpError, NETWORK_ERROR } from '../../test/fakes/gateway-fakes.js';
import type { IssuedSession } from '../ports/auth-gateway.port.js';
import { err, ok } from '../shared/result.js';
import { loginOutcome, resetFailureMessage, signupFailureMessage } from './auth-replies.js';

const reply = (value: Partial<IssuedSession>) =>
  ok({ token: 'Bearer aaa.bbb.ccc', userId: '42', message: 'Login successful.', ...value });

describe('loginOutcome', () => {
  it('keeps the token exactly as received, with the user id', () => {
    expect(loginOutcome(reply({}))).toEqual(ok({ token: 'Bearer aaa.bbb.ccc', userId: '42' }));
  });

  it('gives a null user id when the reply had none', () => {
    expect(loginOutcome(reply({ userId: ' ' }))).toEqual(
      ok({ token: 'Bearer aaa.bbb.ccc', userId: null }),
    );
  });

  it('shows the server message of a failed reply, else the invalid-credentials message', () => {
    expect(loginOutcome(err(httpError(429, 'Too many attempts.', 'Too Many Requests')))).toEqual(
      err('Too many attempts.'),
    );
    expect(loginOutcome(err(httpError(401, '  ', 'Unauthorized')))).toEqual(
      err('Invalid username or password'),
    );
    expect(loginOutcome(err(httpError(500)))).toEqual(err('Invalid username or password'));
    expect(loginOutcome(err({ kind: 'invalid-reply', status: 200 }))).toEqual(
      err('Invalid username or password'),
    );
  });

  it('shows the server message of a reply without a token, else the invalid-credentials message', () => {
    expect(loginOutcome(reply({ token: '', message: 'Account locked' }))).toEqual(
      err('Account locked'),
    );
    expect(loginOutcome(reply({ token: ' ', message: '' }))).toEqual(
      err('Invalid username or password'),
    );
  });

  it('rejects a token without a dot', () => {
    expect(loginOutcome(reply({ token: 'Bearer abc' }))).toEqual(err('Invalid token format'));
  });

  it('shows the network message when no reply came', () => {
    expect(loginOutcome(err(NETWORK_ERROR))).toEqual(err('Network error, please try again.'));
  });
});

describe('signupFailureMessage', () => {
  it('wraps the server message, else Unknown error', () => {
    expect(signupFailureMessage(httpError(409, 'Username is taken'))).toBe(
      'Signup failed: Username is taken',
    );
    expect(signupFailureMessage(httpError(500, undefined, 'Internal Server Error'))).toBe(
      'Signup failed: Unknown error',
    );
    expect(signupFailureMessage({ kind: 'invalid-reply', status: 201 })).toBe(
      'Signup failed: Unknown error',
    );
  });

  it('says to check the server when no reply came', () => {
    expect(signupFailureMessage(NETWORK_ERROR)).toBe('Signup failed. Please check the server.');
  });
});

describe('resetFailureMessage', () => {
  it('wraps the server message, else Unknown error', () => {
    expect(resetFailureMessage(httpError(400, 'This reset link has expired.'))).toBe(
      'Reset failed: This reset link has expired.',
    );
    expect(resetFailureMessage(httpError(502, '', 'Bad Gateway'))).toBe(
      'Reset failed: Unknown error',
    );
  });

  it("prefers the server's reason for rejecting the link's token", () => {
    const error = httpError(400, 'Please correct the highlighted fields.', 'Bad Request', {
      token: 'This link is not valid.',
    });
    expect(resetFailureMessage(error)).toBe('Reset failed: This link is not valid.');
    const other = httpError(400, 'Please correct the highlighted fields.', '', {
      newPassword: 'Please type your new password again.',
    });
    expect(resetFailureMessage(other)).toBe('Reset failed: Please correct the highlighted fields.');
  });

  it('gives the generic error when no reply came', () => {
    expect(resetFailureMessage(NETWORK_ERROR)).toBe('An error occurred. Please try again.');
  });
});
