import { describe, expect, it } from 'vitest';
import {
  CALCULATOR_DONATION_CENTS,
  calculatorOrder,
  isOfferedDonationCents,
} from './calculator-order.js';

const reforestation = { productId: 3, projectName: 'Forest', unitPriceCents: 2000 };

describe('calculatorOrder', () => {
  it('charges the chosen project’s tonnes and the donation as one total (issue 18: $20/t + $12)', () => {
    expect(calculatorOrder({ ...reforestation, tonnes: 5, donationCents: 1200 })).toEqual({
      productId: 3,
      projectName: 'Forest',
      tonnes: 5,
      unitPriceCents: 2000,
      offsetCents: 10_000,
      donationCents: 1200,
      totalCents: 11_200,
    });
  });

  it('refuses what cannot be bought: no tonnes, part tonnes, no price, a donation not on offer', () => {
    expect(calculatorOrder({ ...reforestation, tonnes: 0, donationCents: 0 })).toBeNull();
    expect(calculatorOrder({ ...reforestation, tonnes: 4.875, donationCents: 0 })).toBeNull();
    expect(
      calculatorOrder({ ...reforestation, unitPriceCents: 0, tonnes: 1, donationCents: 0 }),
    ).toBeNull();
    expect(calculatorOrder({ ...reforestation, tonnes: 1, donationCents: 1000 })).toBeNull();
  });
});

describe('the calculators’ donations', () => {
  it('are none, $6, $12 or $24, in cents', () => {
    expect(CALCULATOR_DONATION_CENTS).toEqual([0, 600, 1200, 2400]);
    expect(isOfferedDonationCents(1200)).toBe(true);
    expect(isOfferedDonationCents(1199)).toBe(false);
    expect(isOfferedDonationCents(-600)).toBe(false);
  });
});
