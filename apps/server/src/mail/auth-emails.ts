import type { MailMessage } from '../services/ports/mailer.port.js';

// The two account e-mails. Plain text is the real message; the HTML part says the same with a
// clickable link. Every interpolated value is escaped, though links and usernames are tame.

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function html(paragraphs: readonly string[], link: string, linkText: string): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`);
  body.splice(1, 0, `<p><a href="${escapeHtml(link)}">${escapeHtml(linkText)}</a></p>`);
  return `<!doctype html><html lang="en"><body>${body.join('')}</body></html>`;
}

/** The e-mail sent at signup, with the single-use link that confirms the address (24 hours). */
export function verificationEmail(to: string, username: string, link: string): MailMessage {
  const paragraphs = [
    `Hello ${username}, welcome to NetZero Market. Please confirm your e-mail address by opening this link:`,
    'The link works once and expires in 24 hours.',
    'If you did not create this account, you can ignore this e-mail.',
  ];
  return {
    to,
    subject: 'Confirm your e-mail address for NetZero Market',
    text: [paragraphs[0], link, ...paragraphs.slice(1)].join('\n\n'),
    html: html(paragraphs, link, 'Confirm my e-mail address'),
  };
}

/** The e-mail sent after a reset request, with the single-use link that applies the new password (30 minutes). */
export function passwordResetEmail(to: string, username: string, link: string): MailMessage {
  const paragraphs = [
    `Hello ${username}, someone asked to change the password of your NetZero Market account. Opening this link sets the new password entered on the reset form:`,
    'The link works once and expires in 30 minutes. Asking again ends this link.',
    'If you did not ask for this, do not open the link: your password stays as it is.',
  ];
  return {
    to,
    subject: 'Your NetZero Market password reset',
    text: [paragraphs[0], link, ...paragraphs.slice(1)].join('\n\n'),
    html: html(paragraphs, link, 'Set my new password'),
  };
}
