import { describe, expect, it } from 'vitest';
import { httpError, NETWORK_ERROR } from '../../test/fakes/gateway-fakes.js';
import { gatewayErrorMessage } from './gateway-error-message.js';

const FALLBACK = 'An error occurred while processing your request';

describe('gatewayErrorMessage', () => {
  it('prefers the server message', () => {
    expect(
      gatewayErrorMessage(httpError(409, 'Not enough carbon credits', 'Conflict'), FALLBACK),
    ).toBe('Not enough carbon credits');
  });

  it('uses the status text when the server sent no message, or a blank one', () => {
    expect(gatewayErrorMessage(httpError(502, undefined, 'Bad Gateway'), FALLBACK)).toBe(
      'Bad Gateway',
    );
    expect(gatewayErrorMessage(httpError(502, '  ', 'Bad Gateway'), FALLBACK)).toBe('Bad Gateway');
  });

  it('uses the fallback when there is neither, no reply at all, or a reply it cannot read', () => {
    expect(gatewayErrorMessage(httpError(500), FALLBACK)).toBe(FALLBACK);
    expect(gatewayErrorMessage(NETWORK_ERROR, FALLBACK)).toBe(FALLBACK);
    expect(gatewayErrorMessage({ kind: 'invalid-reply', status: 200 }, FALLBACK)).toBe(FALLBACK);
  });
});
