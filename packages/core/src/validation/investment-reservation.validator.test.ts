import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  anInvestmentStep1,
  anInvestmentStep2,
  anyInvestmentStep1Input,
  anyInvestmentStep2Input,
} from '../../test/arbitraries/validation.js';
import { INVESTMENT_PROJECTS } from '../calculators/investment-projects.js';
import { formatMessage, isMessageCode } from '../messages/format-message.js';
import { hasErrors } from './field-errors.js';
import type { InvestmentStep1Input } from './investment-form.validator.js';
import {
  INVESTMENT_MAX_TONNES,
  INVESTMENT_MAX_TOTAL_CENTS,
  investmentProjectOf,
  investmentTotalCents,
  validateInvestmentDetails,
  validateInvestmentReservation,
} from './investment-reservation.validator.js';

const details = (overrides: Partial<InvestmentStep1Input> = {}) =>
  anInvestmentStep1({ project: 3, ...overrides });

describe('investmentProjectOf', () => {
  it('finds a project by its id as a number or as typed text', () => {
    expect(investmentProjectOf(2)?.name).toBe('Electric Mobility');
    expect(investmentProjectOf(' 6 ')?.name).toBe('Carbon Capital & Market Solutions');
  });

  it.each([[null], [undefined], [''], ['clean-cooking'], [0], [7], [2.5], ['1e0x']])(
    'knows no project %j',
    (value) => {
      expect(investmentProjectOf(value)).toBeUndefined();
    },
  );
});

describe('investmentTotalCents', () => {
  it('is the price per tonne times the tonnes, in cents', () => {
    const [nature, , cooking] = INVESTMENT_PROJECTS;
    if (!nature || !cooking) throw new Error('missing project');
    expect(investmentTotalCents(nature, 25)).toBe(25_000);
    expect(investmentTotalCents(cooking, 1)).toBe(900);
    expect(investmentTotalCents(cooking, INVESTMENT_MAX_TONNES)).toBe(900_000_000);
  });
});

describe('validateInvestmentDetails', () => {
  it('accepts a known project with whole tonnes', () => {
    expect(validateInvestmentDetails(details())).toEqual({ fields: {}, form: null });
    expect(validateInvestmentDetails(details({ project: '1', tons: 1 }))).toEqual({
      fields: {},
      form: null,
    });
  });

  it('answers the spec rules of step 1 first, with their message', () => {
    expect(validateInvestmentDetails(details({ businessName: '', tons: '2.5' }))).toEqual({
      fields: { businessName: 'INVESTMENT.BUSINESS_NAME_REQUIRED' },
      form: 'INVESTMENT.STEP1_INCOMPLETE',
    });
  });

  it('refuses a project that is not one of the six', () => {
    expect(validateInvestmentDetails(details({ project: 'clean-cooking' }))).toEqual({
      fields: { project: 'INVESTMENT.PROJECT_REQUIRED' },
      form: null,
    });
  });

  it.each([
    ['2.5', 'DIRECT_CHECKOUT.QUANTITY_INVALID'],
    [0.1, 'DIRECT_CHECKOUT.QUANTITY_INVALID'],
    [INVESTMENT_MAX_TONNES + 1, 'CHECKOUT.QUANTITY_TOO_LARGE'],
    ['1e9', 'CHECKOUT.QUANTITY_TOO_LARGE'],
  ])('refuses %j tonnes with %s and no form message', (tons, code) => {
    expect(validateInvestmentDetails(details({ tons }))).toEqual({
      fields: { tons: code },
      form: null,
    });
  });

  it('refuses a total above what one card charge can take, and accepts the largest below it', () => {
    // Carbon Capital & Market Solutions: $15 per tonne.
    const largest = Math.floor(INVESTMENT_MAX_TOTAL_CENTS / 1500);
    expect(validateInvestmentDetails(details({ project: 6, tons: largest })).fields).toEqual({});
    expect(validateInvestmentDetails(details({ project: 6, tons: largest + 1 })).fields).toEqual({
      tons: 'CHECKOUT.ORDER_TOO_LARGE',
    });
    expect(formatMessage('CHECKOUT.ORDER_TOO_LARGE')).toContain('$999,999.99');
  });
});

describe('validateInvestmentReservation', () => {
  const valid = { ...details(), ...anInvestmentStep2() };

  it('accepts both steps complete', () => {
    expect(validateInvestmentReservation(valid)).toEqual({ fields: {}, form: null });
  });

  it('reports the fields of both steps, with the first step’s message first', () => {
    expect(
      validateInvestmentReservation({ ...valid, email: 'nope', fullName: ' ', address: '' }),
    ).toEqual({
      fields: {
        email: 'INVESTMENT.EMAIL_INVALID',
        fullName: 'INVESTMENT.FULL_NAME_REQUIRED',
        address: 'INVESTMENT.ADDRESS_REQUIRED',
      },
      form: 'INVESTMENT.STEP1_INCOMPLETE',
    });
    expect(validateInvestmentReservation({ ...valid, address: '' }).form).toBe(
      'INVESTMENT.STEP2_INCOMPLETE',
    );
  });

  it('never throws, gives catalogue codes, and blocks exactly when a field is in error', () => {
    fc.assert(
      fc.property(anyInvestmentStep1Input, anyInvestmentStep2Input, (step1, step2) => {
        const verdict = validateInvestmentReservation({ ...step1, ...step2 });
        for (const code of Object.values(verdict.fields)) expect(isMessageCode(code)).toBe(true);
        if (verdict.form !== null) expect(hasErrors(verdict.fields)).toBe(true);
        if (!hasErrors(verdict.fields)) {
          const project = investmentProjectOf(step1.project);
          expect(project).toBeDefined();
          expect(Number.isInteger(Number(step1.tons))).toBe(true);
        }
      }),
    );
  });
});
