import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  anyInvestmentStep1Input,
  anyInvestmentStep2Input,
} from '../../test/arbitraries/validation.js';
import { isMessageCode } from '../messages/format-message.js';
import { hasErrors } from './field-errors.js';
import { validateInvestmentStep1, validateInvestmentStep2 } from './investment-form.validator.js';

describe('investment form (properties)', () => {
  it('step 1 never throws and shows its message exactly when a field is in error', () => {
    fc.assert(
      fc.property(anyInvestmentStep1Input, (input) => {
        const { fields, form } = validateInvestmentStep1(input);
        for (const code of Object.values(fields)) expect(isMessageCode(code)).toBe(true);
        expect(form).toBe(hasErrors(fields) ? 'INVESTMENT.STEP1_INCOMPLETE' : null);
      }),
    );
  });

  it('step 2 never throws and shows its message exactly when a field is in error', () => {
    fc.assert(
      fc.property(anyInvestmentStep2Input, (input) => {
        const { fields, form } = validateInvestmentStep2(input);
        for (const code of Object.values(fields)) expect(isMessageCode(code)).toBe(true);
        expect(form).toBe(hasErrors(fields) ? 'INVESTMENT.STEP2_INCOMPLETE' : null);
      }),
    );
  });
});
