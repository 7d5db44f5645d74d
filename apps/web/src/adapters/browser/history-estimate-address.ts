import { ESTIMATE_LINK_PARAM, type EstimateAddress } from '@netzero/core';

/**
 * EstimateAddress over window.history. It replaces the entry (Back is not flooded) and keeps the
 * router's history.state; it goes around the router on purpose, so that a keystroke is not a
 * route change (no pageview per keystroke).
 */
export class HistoryEstimateAddress implements EstimateAddress {
  constructor(private readonly browser: Pick<Window, 'location' | 'history'>) {}

  read(): string | null {
    return new URLSearchParams(this.browser.location.search).get(ESTIMATE_LINK_PARAM);
  }

  write(code: string | null): void {
    const url = new URL(this.browser.location.href);
    if (code === null) url.searchParams.delete(ESTIMATE_LINK_PARAM);
    else url.searchParams.set(ESTIMATE_LINK_PARAM, code);
    if (url.href === this.browser.location.href) return;
    this.browser.history.replaceState(this.browser.history.state, '', url.href);
  }

  linkTo(code: string): string {
    const url = new URL(this.browser.location.href);
    url.search = '';
    url.hash = '';
    url.searchParams.set(ESTIMATE_LINK_PARAM, code);
    return url.href;
  }
}
