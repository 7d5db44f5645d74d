import { createHash } from 'node:crypto';
import { signSandboxPayload } from '../../../apps/server/src/payments/sandbox/sandbox-signature.js';
import type { ChaosClient } from './chaos-client.js';

type SessionEventType = 'checkout.session.completed' | 'checkout.session.expired';

/** The sandbox's id of the one event of `type` about a session (sandbox-events.ts: sandboxEventId). */
function eventId(type: SessionEventType, sessionId: string): string {
  const digest = createHash('sha256').update(`${type}:${sessionId}`).digest('base64url');
  return `evt_sandbox_${digest.slice(0, 32)}`;
}

/**
 * Delivers sandbox webhook events of our own making, signed with the shared secret exactly as the
 * sandbox signs them and with the ids it would give them: a completion a second time, a
 * completion before the buyer has paid, an expiry before the session's completion.
 */
export class WebhookReplayer {
  duplicated = 0;
  outOfOrder = 0;
  refused = 0;

  constructor(
    private readonly client: ChaosClient,
    private readonly secret: string,
  ) {}

  /** A completion the sandbox has already delivered (or is delivering): a duplicate. */
  async duplicateCompletion(sessionId: string): Promise<void> {
    if (await this.#deliver('checkout.session.completed', sessionId)) this.duplicated += 1;
  }

  /** A completion before payment, or an expiry before completion: out of order. */
  async early(type: SessionEventType, sessionId: string): Promise<void> {
    if (await this.#deliver(type, sessionId)) this.outOfOrder += 1;
  }

  async #deliver(type: SessionEventType, sessionId: string): Promise<boolean> {
    const now = new Date();
    const body = JSON.stringify({
      id: eventId(type, sessionId),
      type,
      created: now.toISOString(),
      data: { sessionId },
    });
    try {
      const answer = await this.client.call({
        method: 'POST',
        path: '/api/payments/sandbox/webhook',
        rawBody: body,
        headers: {
          'content-type': 'application/json',
          'sandbox-signature': signSandboxPayload(this.secret, body, now.getTime() / 1000),
        },
      });
      if (answer.status === 200) return true;
      this.refused += 1;
      return false;
    } catch {
      this.refused += 1;
      return false;
    }
  }
}
