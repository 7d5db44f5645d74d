import { isValidEmail } from './email.js';
import { type FieldErrors, type FormErrors, hasErrors } from './field-errors.js';
import { isBlank, parseNumberInput } from './input-values.js';

/** One field of the investment form's first step (project details). */
export type InvestmentStep1Field = 'project' | 'businessName' | 'tons' | 'email';

/** What the first step holds: the chosen project's id (null or '' when none), tonnes, and texts as typed. */
export interface InvestmentStep1Input {
  readonly project: string | number | null;
  readonly businessName: string;
  /** Tonnes of CO2 to invest in: above 0. */
  readonly tons: string | number | null;
  readonly email: string;
}

/** One field of the investment form's second step (personal details; the card goes to the hosted checkout). */
export type InvestmentStep2Field = 'fullName' | 'address';

/** What the second step holds: each field as typed. */
export type InvestmentStep2Input = Readonly<Record<InvestmentStep2Field, string>>;

/** The first step's field errors, and 'fill all fields in Step 1' above the form when any (spec §5). */
export function validateInvestmentStep1(
  input: InvestmentStep1Input,
): FormErrors<InvestmentStep1Field> {
  const fields: FieldErrors<InvestmentStep1Field> = {};
  const project = typeof input.project === 'string' ? input.project.trim() : input.project;
  if (project === null || project === '') fields.project = 'INVESTMENT.PROJECT_REQUIRED';
  if (isBlank(input.businessName)) fields.businessName = 'INVESTMENT.BUSINESS_NAME_REQUIRED';
  const tons = parseNumberInput(input.tons);
  if (tons === null || tons <= 0) fields.tons = 'INVESTMENT.TONS_INVALID';
  if (isBlank(input.email)) fields.email = 'INVESTMENT.EMAIL_REQUIRED';
  else if (!isValidEmail(input.email.trim())) fields.email = 'INVESTMENT.EMAIL_INVALID';
  return { fields, form: hasErrors(fields) ? 'INVESTMENT.STEP1_INCOMPLETE' : null };
}

/**
 * The second step's field errors, and 'fill all personal and payment details' above the form when any.
 * No card fields: our pages never collect card numbers (DESIGN §5 'Card data'); see validateCardDetails.
 */
export function validateInvestmentStep2(
  input: InvestmentStep2Input,
): FormErrors<InvestmentStep2Field> {
  const fields: FieldErrors<InvestmentStep2Field> = {};
  if (isBlank(input.fullName)) fields.fullName = 'INVESTMENT.FULL_NAME_REQUIRED';
  if (isBlank(input.address)) fields.address = 'INVESTMENT.ADDRESS_REQUIRED';
  return { fields, form: hasErrors(fields) ? 'INVESTMENT.STEP2_INCOMPLETE' : null };
}
