import { describe, expect, it } from 'vitest';
import * as core from './index.js';

// The package entry point, used exactly as the README shows it.
describe('@netzero/core entry point', () => {
  it('runs the README example', () => {
    const { total, byMode } = core.estimateLines([
      { mode: 'tourism', transport: 'Car', from: 'Delhi', to: 'Mumbai', km: 1400 },
      { mode: 'events', attendees: 200, hours: 8, energy: 0 },
    ]);
    expect(byMode.tourism).toBeCloseTo(1400 * 0.00021, 12);
    expect(byMode.events).toBeCloseTo(200 * 8 * 0.005, 12);
    expect(total).toBeCloseTo(0.294 + 8, 12);
    expect(core.formatPriceLine(14, 'USD')).toBe('$14 USD per tonne CO2');
  });

  it('exposes the rules of every module', () => {
    const expected = [
      'checkSessionToken',
      'addToLocalCart',
      'planCartPush',
      'addToCart',
      'estimateLineTonnes',
      'isReadyToChoosePlan',
      'personalTransportTonnes',
      'SUBSCRIPTION_PLANS',
      'moneyFromMajor',
      'validateEnquiry',
      'validateUpload',
      'formatMessage',
      'gatewayErrorMessage',
      'STORAGE_KEYS',
      'ORDER_PAGE_SIZE',
    ];
    for (const name of expected) expect(core, name).toHaveProperty(name);
  });
});
