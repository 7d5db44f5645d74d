import type { AuthService } from '../services/accounts/auth.service.js';
import type { JobHandler } from './job-worker.js';

function isResetRequest(payload: unknown): payload is { email: string; newPasswordHash: string } {
  if (typeof payload !== 'object' || payload === null) return false;
  const { email, newPasswordHash } = payload as Record<string, unknown>;
  return typeof email === 'string' && typeof newPasswordHash === 'string';
}

/**
 * The 'request-password-reset' job: looks the address up and, only if an account uses it, stores
 * a reset link and queues its e-mail (a 'send-mail' job, keeping its Message-ID behaviour). Doing
 * this here rather than in the request keeps the request's work the same for every address.
 */
export function requestPasswordResetHandler(auth: AuthService): JobHandler {
  return async (payload) => {
    if (!isResetRequest(payload)) throw new Error('request-password-reset payload is malformed');
    await auth.sendPasswordResetLink(payload);
  };
}
