import type { MessageCode } from '../messages/catalogue.js';
import type { TokenInvalidReason } from './session-token.js';

/** The message to show when a stored token is discarded; null when there is nothing to say. */
export function sessionMessageFor(reason: TokenInvalidReason): MessageCode | null {
  switch (reason) {
    case 'EXPIRED':
      return 'SESSION.EXPIRED';
    case 'NOT_A_STRING':
    case 'NO_DOT':
    case 'UNDECODABLE':
      return 'SESSION.INVALID_TOKEN';
    case 'MISSING':
      return null;
  }
}
