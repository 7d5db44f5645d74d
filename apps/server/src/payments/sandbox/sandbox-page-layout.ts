import { formatMessage, type MessageCode } from '@netzero/core';
import { escapeHtml, renderHtmlPage } from '../../html/html-page.js';

// Server-rendered pages of the hosted checkout: semantic HTML, our stylesheet from our own origin,
// no scripts and no inline styles (the CSP forbids both). Every text comes from the catalogue.

/** A catalogue text, escaped for HTML. */
export const t = (code: MessageCode, params?: Record<string, string | number>): string =>
  escapeHtml(formatMessage(code, params));

/** A hosted checkout page: our shell, the sandbox header and stylesheet, around `main`. */
export function layout(title: MessageCode, main: string): string {
  return renderHtmlPage({
    title: formatMessage(title),
    stylesheet: '/assets/sandbox/checkout.css',
    header: `<header class="site-header"><p class="brand">${t('SANDBOX.HEADER')}</p></header>`,
    mainClass: 'checkout',
    main,
  });
}
