import type { Analytics, ClickEvent, PageviewEvent } from '@netzero/core';

/** A tag-manager data layer: an array that the tag manager's script reads. */
export type DataLayer = Record<string, unknown>[];

/** Analytics pushed into the tag-manager data layer (spec §7 'Tracking'). */
export class DataLayerAnalytics implements Analytics {
  constructor(private readonly dataLayer: DataLayer) {}

  pageview(event: PageviewEvent): void {
    this.dataLayer.push({ event: 'pageview', page: event.path });
  }

  click(event: ClickEvent): void {
    this.dataLayer.push({
      event: 'click',
      elementType: event.elementType,
      text: event.text,
      target: event.target,
    });
  }
}

/** window.dataLayer, created when no tag manager has made it yet. */
export function windowDataLayer(host: { dataLayer?: DataLayer }): DataLayer {
  host.dataLayer ??= [];
  return host.dataLayer;
}
