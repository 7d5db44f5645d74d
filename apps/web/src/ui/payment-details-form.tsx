import type { ReactNode } from 'react';
import { Button } from './button';
import { OrderTotal } from './order-total';
import styles from './payment-details-form.module.css';
import { StatusMessage } from './status-message';

/** What a payment form says under its total: nothing yet, or what happened. */
export type PaymentFormStatus =
  | { readonly tone: 'none' }
  | { readonly tone: 'success' | 'error'; readonly text: string };

/**
 * The one payment-details form of the investment, one-time and direct-purchase pages: the page's
 * fields, the live total, the status line and the pay button (with Back beside it when given),
 * then the secure-payment note. Card details are never asked here (DESIGN §5 'Card data').
 */
export function PaymentDetailsForm({
  onSubmit,
  children,
  total,
  status,
  submitLabel,
  busy,
  back,
  secureNote,
}: {
  /** Called on submit (the browser's own validation is off: the page validates). */
  onSubmit: () => void;
  /** The page's fields. */
  children: ReactNode;
  total: { label: string; amount: string; notes?: readonly (ReactNode | null)[] };
  status: PaymentFormStatus;
  submitLabel: string;
  /** True while the payment is being opened: the button is disabled and announced busy. */
  busy: boolean;
  /** A Back button shown before the pay button, e.g. to the previous step. */
  back?: ReactNode;
  /** The note under the button, e.g. that the payment page is the provider's. */
  secureNote?: string;
}) {
  const submit = (
    <Button
      type="submit"
      block={back === undefined}
      className={back === undefined ? undefined : styles.primary}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {submitLabel}
    </Button>
  );
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <OrderTotal label={total.label} amount={total.amount} notes={total.notes ?? []} />
      <StatusMessage tone={status.tone === 'success' ? 'success' : 'error'}>
        {status.tone === 'none' ? null : status.text}
      </StatusMessage>
      {back === undefined ? (
        submit
      ) : (
        <div className={styles.actions}>
          {back}
          {submit}
        </div>
      )}
      {secureNote ? <p className={styles.secure}>{secureNote}</p> : null}
    </form>
  );
}
