import type { MailMessage } from '../ports/mailer.port.js';

// How the server's e-mails are laid out: plain text is the real message; the HTML part says the
// same with clickable links. The words come from the core's e-mail catalogue; every interpolated
// value is escaped in HTML, though links and names are mostly tame.

/** One part of an e-mail: a paragraph, a bulleted list, or a link on its own line. */
export type EmailPart =
  | string
  | readonly string[]
  | { readonly link: string; readonly text: string };

/** Text made safe in HTML, in an element or a quoted attribute. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The parts as plain text: paragraphs apart, list lines with '- ', links as their bare URL. */
export function emailText(parts: readonly EmailPart[]): string {
  return parts
    .map((part) => {
      if (typeof part === 'string') return part;
      if ('link' in part) return part.link;
      return part.map((line) => `- ${line}`).join('\n');
    })
    .join('\n\n');
}

/** The parts as an HTML document. */
export function emailHtml(parts: readonly EmailPart[]): string {
  const body = parts.map((part) => {
    if (typeof part === 'string') return `<p>${escapeHtml(part)}</p>`;
    if ('link' in part)
      return `<p><a href="${escapeHtml(part.link)}">${escapeHtml(part.text)}</a></p>`;
    return `<ul>${part.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`;
  });
  return htmlDocument(body.join(''));
}

/** An HTML e-mail document around a body. */
export function htmlDocument(body: string): string {
  return `<!doctype html><html lang="en"><body>${body}</body></html>`;
}

/** A message whose text and HTML parts say the same. */
export function layoutEmail(to: string, subject: string, parts: readonly EmailPart[]): MailMessage {
  return { to, subject, text: emailText(parts), html: emailHtml(parts) };
}
