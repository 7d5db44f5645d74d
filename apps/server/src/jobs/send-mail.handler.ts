import type { Mailer, MailMessage } from '../services/ports/mailer.port.js';
import type { JobHandler } from './job-worker.js';

function isMailMessage(payload: unknown): payload is MailMessage {
  if (typeof payload !== 'object' || payload === null) return false;
  const { to, subject, text, html } = payload as Record<string, unknown>;
  return (
    typeof to === 'string' &&
    typeof subject === 'string' &&
    typeof text === 'string' &&
    (html === undefined || typeof html === 'string')
  );
}

/**
 * The 'send-mail' job: sends the message rendered when its state change happened. At least once:
 * if the server dies after the mailer accepted it but before the job is marked done, it is sent
 * again on the retry, under the same Message-ID (the job's), so the recipient sees it once.
 */
export function sendMailHandler(mailer: Mailer): JobHandler {
  return async (payload, job) => {
    if (!isMailMessage(payload)) throw new Error('send-mail payload is not a mail message');
    await mailer.send(payload, `job-${job.id}`);
  };
}
