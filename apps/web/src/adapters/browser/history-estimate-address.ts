import { ESTIMATE_LINK_PARAM, type EstimateAddress } from '@netzero/core';

/** UTF-8 text as unpadded base64url (RFC 4648 §5): safe in a query without percent-encoding. */
function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The UTF-8 text of unpadded base64url, or null when it is not valid base64url or UTF-8. */
function fromBase64Url(code: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(code) || code.length % 4 === 1) return null;
  try {
    const binary = atob(code.replaceAll('-', '+').replaceAll('_', '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * EstimateAddress over window.history, the link text in base64url. It replaces the entry (Back is
 * not flooded) and keeps the router's history.state; it goes around the router on purpose, so
 * that a keystroke is not a route change (no pageview per keystroke).
 */
export class HistoryEstimateAddress implements EstimateAddress {
  constructor(private readonly browser: Pick<Window, 'location' | 'history'>) {}

  read(): string | null {
    const code = new URLSearchParams(this.browser.location.search).get(ESTIMATE_LINK_PARAM);
    return code === null ? null : fromBase64Url(code);
  }

  write(text: string | null): void {
    const url = new URL(this.browser.location.href);
    if (text === null) url.searchParams.delete(ESTIMATE_LINK_PARAM);
    else url.searchParams.set(ESTIMATE_LINK_PARAM, toBase64Url(text));
    if (url.href === this.browser.location.href) return;
    this.browser.history.replaceState(this.browser.history.state, '', url.href);
  }

  linkTo(text: string): string {
    const url = new URL(this.browser.location.href);
    url.search = '';
    url.hash = '';
    url.searchParams.set(ESTIMATE_LINK_PARAM, toBase64Url(text));
    return url.href;
  }
}
