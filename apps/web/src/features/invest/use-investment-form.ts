import { SITE_ROUTES } from '@netzero/content';
import {
  formatMessage,
  type GatewayError,
  gatewayErrorMessage,
  hasErrors,
  type InvestmentReservationField,
  MESSAGES,
  toFieldMessages,
  validateInvestmentDetails,
  validateInvestmentStep2,
} from '@netzero/core';
import { useEffect, useId, useState } from 'react';
import { usePort } from '../../ui/port-context';

/** What the investment form holds, as typed; project is the chosen project's id ('' for none). */
export type InvestmentValues = Readonly<Record<InvestmentReservationField, string>>;

/** A field of the investment form. */
export type InvestmentField = InvestmentReservationField;

/** The status line of a step: nothing, the reserved notice, or what went wrong. */
export type InvestmentStatus =
  | { readonly tone: 'none' }
  | { readonly tone: 'success' | 'error'; readonly text: string };

/** The fields of each step, in the order they are shown (and focused). */
export const STEP_FIELDS: Readonly<Record<1 | 2, readonly InvestmentField[]>> = {
  1: ['project', 'businessName', 'tons', 'email'],
  2: ['fullName', 'address'],
};

const emptyValues = (project: string): InvestmentValues => ({
  project,
  businessName: '',
  tons: '',
  email: '',
  fullName: '',
  address: '',
});

// The server names the project field projectId (POST /api/investments).
const SERVER_FIELD: Readonly<Record<InvestmentField, string>> = {
  project: 'projectId',
  businessName: 'businessName',
  tons: 'tons',
  email: 'email',
  fullName: 'fullName',
  address: 'address',
};

function serverFieldErrors(error: GatewayError): Partial<Record<InvestmentField, string>> {
  if (error.kind !== 'http' || !error.errors) return {};
  const fields: Partial<Record<InvestmentField, string>> = {};
  for (const field of [...STEP_FIELDS[1], ...STEP_FIELDS[2]]) {
    const message = error.errors[SERVER_FIELD[field]];
    if (message) fields[field] = message;
  }
  return fields;
}

/**
 * The investment form's behaviour (spec §4, §5, §8): step 1 goes to step 2 once its fields are
 * valid; step 2 reserves the investment (POST /api/investments) and sends the investor to the
 * provider's hosted checkout. `initialProject` is the project id chosen before, or ''.
 */
export function useInvestmentForm(initialProject: string) {
  const investmentsGateway = usePort('investmentsGateway');
  const navigator = usePort('navigator');
  const idPrefix = useId();
  const [step, setStep] = useState<1 | 2>(1);
  const [values, setValues] = useState<InvestmentValues>(() => emptyValues(initialProject));
  const [errors, setErrors] = useState<Partial<Record<InvestmentField, string>>>({});
  const [status, setStatus] = useState<InvestmentStatus>({ tone: 'none' });
  const [working, setWorking] = useState<'idle' | 'reserving' | 'redirecting'>('idle');
  // Focus moves after the render that shows its target (a field of the other step, a heading).
  const [focusRequest, setFocusRequest] = useState<{ readonly id: string } | null>(null);

  const ids = {
    project: `${idPrefix}-project`,
    businessName: `${idPrefix}-business-name`,
    tons: `${idPrefix}-tons`,
    email: `${idPrefix}-email`,
    fullName: `${idPrefix}-full-name`,
    address: `${idPrefix}-address`,
    heading1: `${idPrefix}-step-1`,
    heading2: `${idPrefix}-step-2`,
  } as const;

  useEffect(() => {
    if (focusRequest) document.getElementById(focusRequest.id)?.focus();
  }, [focusRequest]);

  function change(field: InvestmentField, value: string) {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors(({ [field]: _edited, ...rest }) => rest);
  }

  function focusFirst(fields: Partial<Record<InvestmentField, string>>, inStep: 1 | 2) {
    const first = STEP_FIELDS[inStep].find((field) => fields[field] !== undefined);
    if (first) setFocusRequest({ id: ids[first] });
  }

  /** Step 1 → step 2 when the project details are complete; true when it moved on. */
  function next(): boolean {
    const verdict = validateInvestmentDetails(values);
    const messages = toFieldMessages(verdict.fields);
    setErrors(messages);
    if (hasErrors(verdict.fields)) {
      setStatus(
        verdict.form ? { tone: 'error', text: formatMessage(verdict.form) } : { tone: 'none' },
      );
      focusFirst(messages, 1);
      return false;
    }
    setStatus({ tone: 'none' });
    setStep(2);
    setFocusRequest({ id: ids.heading2 });
    return true;
  }

  function back() {
    setStatus({ tone: 'none' });
    setStep(1);
    setFocusRequest({ id: ids.heading1 });
  }

  async function submit() {
    if (working !== 'idle') return;
    const verdict = validateInvestmentStep2(values);
    const messages = toFieldMessages(verdict.fields);
    setErrors(messages);
    if (hasErrors(verdict.fields)) {
      setStatus(
        verdict.form ? { tone: 'error', text: formatMessage(verdict.form) } : { tone: 'none' },
      );
      focusFirst(messages, 2);
      return;
    }
    setWorking('reserving');
    setStatus({ tone: 'none' });
    const reply = await investmentsGateway.reserve({
      projectId: Number(values.project),
      businessName: values.businessName.trim(),
      tons: Number(values.tons.trim()),
      email: values.email.trim(),
      fullName: values.fullName.trim(),
      address: values.address.trim(),
      redirectUrl: `${window.location.origin}${SITE_ROUTES.investmentForm}`,
    });
    if (reply.ok && reply.value.checkoutUrl !== '') {
      // The button stays disabled: the browser is on its way to the payment page.
      setWorking('redirecting');
      setStatus({ tone: 'success', text: reply.value.message || MESSAGES['INVESTMENT.RESERVED'] });
      navigator.open(reply.value.checkoutUrl);
      return;
    }
    setWorking('idle');
    if (reply.ok) {
      setStatus({ tone: 'error', text: MESSAGES['CART.CHECKOUT_URL_MISSING'] });
      return;
    }
    setStatus({
      tone: 'error',
      text: gatewayErrorMessage(reply.error, MESSAGES['CHECKOUT.PROCESSING_ERROR']),
    });
    const fromServer = serverFieldErrors(reply.error);
    setErrors(fromServer);
    const inStep1 = STEP_FIELDS[1].some((field) => fromServer[field] !== undefined);
    if (inStep1) setStep(1);
    focusFirst(fromServer, inStep1 ? 1 : 2);
  }

  /** Back to an empty step 1 (after a payment, spec §4). */
  function reset() {
    setStep(1);
    setValues(emptyValues(''));
    setErrors({});
    setStatus({ tone: 'none' });
    setWorking('idle');
  }

  return { step, values, errors, status, working, ids, change, next, back, submit, reset };
}

/** What the investment form's components get from useInvestmentForm. */
export type InvestmentForm = ReturnType<typeof useInvestmentForm>;
