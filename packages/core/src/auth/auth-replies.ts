import { formatMessage } from '../messages/format-message.js';
import type { IssuedSession } from '../ports/auth-gateway.port.js';
import type { GatewayError } from '../ports/gateway-error.js';
import { err, ok, type Result } from '../shared/result.js';

/** The session a successful login gives: the token exactly as received, and the user id (null when the reply had none). */
export interface LoginSession {
  readonly token: string;
  readonly userId: string | null;
}

/**
 * What a login reply means (spec §8): the session to store, or the message to show. A failed reply
 * or one without a token shows the server message, else 'Invalid username or password'; a token
 * without a '.' shows 'Invalid token format'; no reply at all shows the network message.
 */
export function loginOutcome(
  reply: Result<IssuedSession, GatewayError>,
): Result<LoginSession, string> {
  if (!reply.ok) {
    if (reply.error.kind === 'network') return err(formatMessage('LOGIN.NETWORK_ERROR'));
    return err(
      serverMessageOr(serverMessage(reply.error), formatMessage('LOGIN.INVALID_CREDENTIALS')),
    );
  }
  const { token, userId, message } = reply.value;
  if (token.trim() === '') {
    return err(serverMessageOr(message, formatMessage('LOGIN.INVALID_CREDENTIALS')));
  }
  if (!token.includes('.')) return err(formatMessage('LOGIN.INVALID_TOKEN_FORMAT'));
  return ok({ token, userId: userId.trim() === '' ? null : userId });
}

/** The message of a failed signup (spec §8): 'Signup failed: {server message or Unknown error}', or the network message. */
export function signupFailureMessage(error: GatewayError): string {
  if (error.kind === 'network') return formatMessage('SIGNUP.NETWORK_ERROR');
  return formatMessage('SIGNUP.FAILED', {
    message: serverMessageOr(serverMessage(error), unknown()),
  });
}

/**
 * The message of a failed reset request or completion (spec §8): 'Reset failed: {server message or
 * Unknown error}', or 'An error occurred…' with no reply. When the server rejected the e-mailed
 * link's token itself, its field error says why better than the generic 'correct the fields'.
 */
export function resetFailureMessage(error: GatewayError): string {
  if (error.kind === 'network') return formatMessage('RESET.ERROR');
  const tokenError = error.kind === 'http' ? error.errors?.token : undefined;
  const reason = serverMessageOr(tokenError, serverMessageOr(serverMessage(error), unknown()));
  return formatMessage('RESET.FAILED', { message: reason });
}

/** What the server said in a non-2xx reply; a reply that could not be read said nothing. */
function serverMessage(error: GatewayError): string | undefined {
  return error.kind === 'http' ? error.message : undefined;
}

function serverMessageOr(message: string | undefined, fallback: string): string {
  const text = message?.trim();
  return text ? text : fallback;
}

function unknown(): string {
  return formatMessage('COMMON.UNKNOWN_ERROR');
}
