import { describe, expect, it } from 'vitest';
import { type DataLayer, DataLayerAnalytics, windowDataLayer } from './data-layer-analytics';

describe('DataLayerAnalytics', () => {
  it('pushes pageview and click events into the data layer', () => {
    const dataLayer: DataLayer = [];
    const analytics = new DataLayerAnalytics(dataLayer);
    analytics.pageview({ path: '/checkout?orderId=3' });
    analytics.click({ elementType: 'a', text: 'Carbon Projects', target: '/Carbon' });
    expect(dataLayer).toEqual([
      { event: 'pageview', page: '/checkout?orderId=3' },
      { event: 'click', elementType: 'a', text: 'Carbon Projects', target: '/Carbon' },
    ]);
  });

  it('uses the tag manager data layer when there is one, else creates it', () => {
    const existing: DataLayer = [{ event: 'gtm.js' }];
    expect(windowDataLayer({ dataLayer: existing })).toBe(existing);
    const host: { dataLayer?: DataLayer } = {};
    expect(windowDataLayer(host)).toBe(host.dataLayer);
  });
});
