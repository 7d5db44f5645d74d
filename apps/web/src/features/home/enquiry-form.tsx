import { ENQUIRY_PREFILL_PARAM } from '@netzero/content';
import { type Enquiry, type EnquiryField, type EnquiryInput, formatMessage } from '@netzero/core';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { HOME_COPY } from '../../content/home.copy';
import { Button } from '../../ui/button';
import { usePort } from '../../ui/port-context';
import { StatusMessage, type StatusTone } from '../../ui/status-message';
import { TextAreaField } from '../../ui/text-area-field';
import { TextField } from '../../ui/text-field';
import {
  type EnquiryMessages,
  enquiryMessages,
  firstInvalidField,
  serverFieldMessages,
  withoutField,
} from './enquiry-errors';
import styles from './enquiry-form.module.css';

const EMPTY: EnquiryInput = { name: '', organization: '', phoneNumber: '', email: '', enquiry: '' };
// The contract's bound of the enquiry text: a longer pre-fill would only be refused on sending.
const ENQUIRY_MAX_CHARS = 5000;

/** What the form sends: exactly the spec's five fields, without surrounding whitespace. */
function toEnquiry(input: EnquiryInput): Enquiry {
  return {
    name: input.name.trim(),
    organization: input.organization.trim(),
    phoneNumber: input.phoneNumber.trim(),
    email: input.email.trim(),
    enquiry: input.enquiry.trim(),
  };
}

/**
 * The enquiry form 'Still got some questions' (spec §2, §5, §7, §8): validated on submit with the
 * first invalid field focused, each error cleared when its field is edited, sent to
 * POST /api/questionnaires; success clears the form.
 */
export function EnquiryForm() {
  const gateway = usePort('enquiryGateway');
  const copy = HOME_COPY.enquiry;
  const [searchParams] = useSearchParams();
  // A link may open the form with its message written (enquiryFormHref): the buyer edits it first.
  const prefill = searchParams.get(ENQUIRY_PREFILL_PARAM)?.slice(0, ENQUIRY_MAX_CHARS) ?? '';
  const [values, setValues] = useState<EnquiryInput>({ ...EMPTY, enquiry: prefill });
  const [errors, setErrors] = useState<EnquiryMessages>({});
  const [status, setStatus] = useState<{ tone: StatusTone; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusNext = useRef<EnquiryField | null>(null);

  // Focus moves once the errors are on screen, so the field is announced with its message.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of the errors
  useEffect(() => {
    const field = focusNext.current;
    if (!field) return;
    focusNext.current = null;
    const element = formRef.current?.elements.namedItem(field);
    if (element instanceof HTMLElement) element.focus();
  }, [errors]);

  // Opened with a message: bring the form into view (after the page's scroll to its top) and put
  // the cursor in the first field still to fill.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the message it opened with
  useEffect(() => {
    if (prefill === '') return;
    const form = formRef.current;
    const name = form?.elements.namedItem('name');
    if (!(name instanceof HTMLElement)) return;
    name.focus({ preventScroll: true });
    // The scroll waits a frame: the app scrolls a new page to its top after this effect. The section
    // with its heading comes first, then Name if it is still hidden (never taking the focus back).
    const frame = requestAnimationFrame(() => {
      (form?.closest('section') ?? form)?.scrollIntoView?.({ block: 'start' });
      if (document.activeElement === name) name.scrollIntoView?.({ block: 'nearest' });
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  function showErrors(messages: EnquiryMessages) {
    focusNext.current = firstInvalidField(messages);
    setErrors(messages);
  }

  function onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const field = event.target.name as EnquiryField;
    const { value } = event.target;
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => withoutField(previous, field));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setStatus(null);
    const messages = enquiryMessages(values);
    if (firstInvalidField(messages)) {
      showErrors(messages);
      return;
    }
    setErrors({});
    setSending(true);
    const result = await gateway.submit(toEnquiry(values));
    setSending(false);
    if (result.ok) {
      setValues(EMPTY);
      setStatus({ tone: 'success', text: formatMessage('ENQUIRY.SUBMITTED') });
      return;
    }
    setStatus({ tone: 'error', text: formatMessage('ENQUIRY.SUBMIT_FAILED') });
    showErrors(serverFieldMessages(result.error));
  }

  const field = (name: EnquiryField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange,
    label: copy.fields[name],
  });

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit}>
      <div className={styles.row}>
        <TextField {...field('name')} autoComplete="name" />
        <TextField {...field('organization')} autoComplete="organization" />
      </div>
      <div className={styles.row}>
        <TextField
          {...field('phoneNumber')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          helper={copy.phoneHelper}
        />
        <TextField {...field('email')} type="email" autoComplete="email" />
      </div>
      <TextAreaField {...field('enquiry')} rows={5} />
      <StatusMessage tone={status?.tone ?? 'info'}>{status?.text}</StatusMessage>
      <Button type="submit" disabled={sending} className={styles.submit}>
        {sending ? copy.sending : copy.submit}
      </Button>
    </form>
  );
}
