import { ESTIMATOR_MODES, TOURISM_TRANSPORTS } from '@netzero/core';
import { describe, expect, it } from 'vitest';
import { BUSINESS_COPY } from './business.copy';

describe('BUSINESS_COPY', () => {
  it('names the page, the estimator and its popup as spec §2 does', () => {
    expect(BUSINESS_COPY.page.title).toBe('Solutions For Business');
    expect(BUSINESS_COPY.estimator.title).toBe('Quick Carbon Estimator');
    expect(BUSINESS_COPY.estimator.summary.chooseButton).toBe('Choose A Plan');
    expect(BUSINESS_COPY.planModal.oneTimeTitle).toBe('One-time Purchase');
    expect(BUSINESS_COPY.planModal.subscriptionTitle).toBe('Subscription');
  });

  it('has the texts of every estimator mode and transport', () => {
    for (const { id } of ESTIMATOR_MODES) {
      expect(BUSINESS_COPY.estimator.modes[id].lineTitle).toContain('{n}');
    }
    for (const transport of TOURISM_TRANSPORTS) {
      expect(BUSINESS_COPY.estimator.fields.transports[transport]).toBe(transport);
      expect(BUSINESS_COPY.estimator.distance.fromPlaces[transport]).toMatch(/^From suggestions/);
    }
  });
});
