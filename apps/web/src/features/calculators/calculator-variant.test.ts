import { describe, expect, it } from 'vitest';
import { calculatorVariantOf } from './calculator-variant';

describe('calculatorVariantOf', () => {
  it('picks the variant from the path, ignoring case and a final slash', () => {
    expect(calculatorVariantOf('/PersonalCalculator')).toBe('personal');
    expect(calculatorVariantOf('/travelcalculator/')).toBe('travel');
    expect(calculatorVariantOf('/RUPEECALCULATOR')).toBe('rupee');
    expect(calculatorVariantOf('/')).toBe('personal');
  });
});
