import type { Analytics, ClickEvent, PageviewEvent } from '../../src/ports/analytics.port.js';

/** An Analytics port that keeps every event, in order. */
export class RecordingAnalytics implements Analytics {
  readonly pageviews: PageviewEvent[] = [];
  readonly clicks: ClickEvent[] = [];

  pageview(event: PageviewEvent): void {
    this.pageviews.push({ ...event });
  }

  click(event: ClickEvent): void {
    this.clicks.push({ ...event });
  }
}
