import { inject } from 'vitest';
import { baseUrl } from './browser';

interface OutboxMessage {
  readonly subject: string;
  readonly text: string;
}

/**
 * The first link in the newest e-mail to `to` whose URL matches `pattern`, read from the server's
 * outbox through the operator endpoint (the embedded mailer 'sends' there). Waits up to 5 s for it.
 */
export async function linkFromOutbox(to: string, pattern: RegExp): Promise<string> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const response = await fetch(`${baseUrl()}/api/ops/outbox?to=${encodeURIComponent(to)}`, {
      headers: { authorization: `Bearer ${inject('operatorToken')}` },
    });
    if (!response.ok) throw new Error(`the outbox answered ${response.status}`);
    const messages = (await response.json()) as OutboxMessage[];
    for (const message of messages) {
      const link = message.text.match(/https?:\/\/\S+/g)?.find((url) => pattern.test(url));
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} with a link like ${pattern}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
