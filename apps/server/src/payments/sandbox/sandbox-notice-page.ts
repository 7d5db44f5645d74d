import type { MessageCode } from '@netzero/core';
import { escapeHtml } from '../../html/html-page.js';
import { layout, t } from './sandbox-page-layout.js';

/** The pages for a session that cannot be paid: unknown, ended, already paid, or paid and refunded. */
export type NoticePageKind = 'not_found' | 'expired' | 'complete' | 'refunded';

const NOTICES: Readonly<Record<NoticePageKind, [MessageCode, MessageCode, MessageCode]>> = {
  not_found: ['SANDBOX.NOT_FOUND_TITLE', 'SANDBOX.NOT_FOUND', 'SANDBOX.BACK_TO_SHOP'],
  expired: ['SANDBOX.EXPIRED_TITLE', 'SANDBOX.EXPIRED', 'SANDBOX.BACK_TO_SHOP'],
  complete: ['SANDBOX.COMPLETE_TITLE', 'SANDBOX.COMPLETE', 'SANDBOX.CONTINUE'],
  refunded: ['SANDBOX.REFUNDED_TITLE', 'SANDBOX.REFUNDED', 'SANDBOX.CONTINUE'],
};

// The refund's moment in words, in UTC: the sandbox's clock, the same for every viewer.
const REFUNDED_AT = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** What a notice adds for a paid session: where its refund form posts, or when it was refunded. */
export interface NoticeDetails {
  readonly refundAction?: string;
  readonly refundedAt?: Date;
}

function refundForm(action: string): string {
  return `<form method="post" action="${escapeHtml(action)}">
<p class="note">${t('SANDBOX.REFUND_NOTE')}</p>
<button type="submit" class="button button--secondary">${t('SANDBOX.REFUND_BUTTON')}</button>
</form>`;
}

/** A page that says why this checkout cannot be paid, with a link back (`href`, our site's root by default). */
export function renderNoticePage(
  kind: NoticePageKind,
  href = '/',
  details: NoticeDetails = {},
): string {
  const [title, text, link] = NOTICES[kind];
  // Only web links: a stored URL must never become a javascript: link on our origin.
  const safeHref = /^(https?:\/\/|\/(?!\/))/i.test(href) ? href : '/';
  const date = details.refundedAt ? `${REFUNDED_AT.format(details.refundedAt)} UTC` : '';
  return layout(
    title,
    `<section class="card notice-page" aria-labelledby="notice-title">
<h1 id="notice-title">${t(title)}</h1>
<p role="status">${t(text, { date })}</p>
<p><a class="button button--primary" href="${escapeHtml(safeHref)}">${t(link)}</a></p>
${details.refundAction ? refundForm(details.refundAction) : ''}
</section>`,
  );
}
