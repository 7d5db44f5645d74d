import { describe, expect, it } from 'vitest';
import { anInvestmentStep1, anInvestmentStep2 } from '../../test/arbitraries/validation.js';
import { formatMessage } from '../messages/format-message.js';
import { validateInvestmentStep1, validateInvestmentStep2 } from './investment-form.validator.js';

describe('validateInvestmentStep1', () => {
  it('accepts a complete first step', () => {
    expect(validateInvestmentStep1(anInvestmentStep1())).toEqual({ fields: {}, form: null });
    expect(validateInvestmentStep1(anInvestmentStep1({ project: 3, tons: 0.5 }))).toEqual({
      fields: {},
      form: null,
    });
  });

  it('flags every empty field and shows the spec text above the form', () => {
    const verdict = validateInvestmentStep1({
      project: null,
      businessName: ' ',
      tons: '',
      email: '',
    });
    expect(verdict).toEqual({
      fields: {
        project: 'INVESTMENT.PROJECT_REQUIRED',
        businessName: 'INVESTMENT.BUSINESS_NAME_REQUIRED',
        tons: 'INVESTMENT.TONS_INVALID',
        email: 'INVESTMENT.EMAIL_REQUIRED',
      },
      form: 'INVESTMENT.STEP1_INCOMPLETE',
    });
    expect(formatMessage('INVESTMENT.STEP1_INCOMPLETE')).toBe('Please fill all fields in Step 1.');
  });

  it('treats an empty or blank project choice as none', () => {
    for (const project of ['', '  ']) {
      expect(validateInvestmentStep1(anInvestmentStep1({ project })).fields).toEqual({
        project: 'INVESTMENT.PROJECT_REQUIRED',
      });
    }
  });

  it.each([[0], ['0'], [-2], ['-0.5'], ['lots'], [null], [Number.NaN]])(
    'refuses %j tonnes (must be above 0)',
    (tons) => {
      expect(validateInvestmentStep1(anInvestmentStep1({ tons }))).toEqual({
        fields: { tons: 'INVESTMENT.TONS_INVALID' },
        form: 'INVESTMENT.STEP1_INCOMPLETE',
      });
    },
  );

  it('blocks the step on a malformed e-mail too', () => {
    expect(validateInvestmentStep1(anInvestmentStep1({ email: 'invest.example.com' }))).toEqual({
      fields: { email: 'INVESTMENT.EMAIL_INVALID' },
      form: 'INVESTMENT.STEP1_INCOMPLETE',
    });
  });
});

describe('validateInvestmentStep2', () => {
  it('needs only full name and address: no card fields on our pages', () => {
    expect(validateInvestmentStep2(anInvestmentStep2())).toEqual({ fields: {}, form: null });
  });

  it('flags each empty field and shows the spec text above the form', () => {
    expect(validateInvestmentStep2({ fullName: '', address: '\n' })).toEqual({
      fields: { fullName: 'INVESTMENT.FULL_NAME_REQUIRED', address: 'INVESTMENT.ADDRESS_REQUIRED' },
      form: 'INVESTMENT.STEP2_INCOMPLETE',
    });
    expect(validateInvestmentStep2(anInvestmentStep2({ address: '' })).form).toBe(
      'INVESTMENT.STEP2_INCOMPLETE',
    );
    expect(formatMessage('INVESTMENT.STEP2_INCOMPLETE')).toBe(
      'Please fill all personal and payment details.',
    );
  });
});
