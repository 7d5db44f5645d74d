import {
  findInvestmentProject,
  type InvestmentProject,
} from '../calculators/investment-projects.js';
import type { FieldErrors, FormErrors } from './field-errors.js';
import { hasErrors } from './field-errors.js';
import { parseNumberInput } from './input-values.js';
import {
  type InvestmentStep1Field,
  type InvestmentStep1Input,
  type InvestmentStep2Field,
  type InvestmentStep2Input,
  validateInvestmentStep1,
  validateInvestmentStep2,
} from './investment-form.validator.js';

/** Most tonnes one investment may reserve, in tonnes CO2 (the same bound as an order line). */
export const INVESTMENT_MAX_TONNES = 1_000_000;

/** Largest investment total, in US cents: the most a card processor takes in one USD charge. */
export const INVESTMENT_MAX_TOTAL_CENTS = 99_999_999;

/** One field of the whole reservation (both steps of the investment form). */
export type InvestmentReservationField = InvestmentStep1Field | InvestmentStep2Field;

/** What a reservation holds: both steps of the form. */
export type InvestmentReservationInput = InvestmentStep1Input & InvestmentStep2Input;

/** The investment project a form value names (its id as a number or numeric text), or undefined. */
export function investmentProjectOf(
  value: string | number | null | undefined,
): InvestmentProject | undefined {
  const id = parseNumberInput(value);
  return id === null || !Number.isInteger(id) ? undefined : findInvestmentProject(id);
}

/** The total of `tons` whole tonnes of a project, in US cents. */
export function investmentTotalCents(project: InvestmentProject, tons: number): number {
  return Math.round(project.pricePerTon * 100) * tons;
}

/**
 * Step 1 as a reservation needs it: the spec's rules first ('Please fill all fields in Step 1.'),
 * then a known project and whole tonnes (1 … 1,000,000) whose total a card can pay; those extra
 * field errors carry no form message, since every field is filled.
 */
export function validateInvestmentDetails(
  input: InvestmentStep1Input,
): FormErrors<InvestmentStep1Field> {
  const basic = validateInvestmentStep1(input);
  if (hasErrors(basic.fields)) return basic;
  const fields: FieldErrors<InvestmentStep1Field> = {};
  const project = investmentProjectOf(input.project);
  if (!project) fields.project = 'INVESTMENT.PROJECT_REQUIRED';
  // validateInvestmentStep1 has already made sure that tons is a number above 0.
  const tons = Number(parseNumberInput(input.tons));
  if (!Number.isInteger(tons)) fields.tons = 'DIRECT_CHECKOUT.QUANTITY_INVALID';
  else if (tons > INVESTMENT_MAX_TONNES) fields.tons = 'CHECKOUT.QUANTITY_TOO_LARGE';
  else if (project && investmentTotalCents(project, tons) > INVESTMENT_MAX_TOTAL_CENTS)
    fields.tons = 'CHECKOUT.ORDER_TOO_LARGE';
  return { fields, form: null };
}

/**
 * Both steps of a reservation (the server's check of POST /api/investments): every field's
 * error, and the message of the first step that has one.
 */
export function validateInvestmentReservation(
  input: InvestmentReservationInput,
): FormErrors<InvestmentReservationField> {
  const details = validateInvestmentDetails(input);
  const personal = validateInvestmentStep2(input);
  return {
    fields: { ...details.fields, ...personal.fields },
    form: details.form ?? personal.form,
  };
}
