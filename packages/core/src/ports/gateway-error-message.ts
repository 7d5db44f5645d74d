import type { GatewayError } from './gateway-error.js';

/** The text to show for a failed call (spec §8): the server message, else the status text, else fallback. */
export function gatewayErrorMessage(error: GatewayError, fallback: string): string {
  if (error.kind !== 'http') return fallback;
  const message = error.message?.trim();
  if (message) return message;
  const statusText = error.statusText.trim();
  return statusText === '' ? fallback : statusText;
}
