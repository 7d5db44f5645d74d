import { decimalFormat, formatDollars, formatMoney, INVESTMENT_PROJECTS } from '@netzero/core';
import type { ReactNode } from 'react';
import { fillCopy } from '../../content/fill-copy';
import { INVEST_COPY } from '../../content/invest.copy';
import { bindField } from '../../ui/bind-field';
import { Button } from '../../ui/button';
import { PaymentDetailsForm } from '../../ui/payment-details-form';
import { SelectField } from '../../ui/select-field';
import { StatusMessage } from '../../ui/status-message';
import { TextAreaField } from '../../ui/text-area-field';
import { TextField } from '../../ui/text-field';
import styles from './investment-form.module.css';
import type { InvestmentQuote } from './investment-quote';
import { StepIndicator } from './step-indicator';
import type { InvestmentForm as Form } from './use-investment-form';

// As toLocaleString('en-US') shows them, without starting ICU (decimalFormat).
const TONS = decimalFormat();

const COPY = INVEST_COPY.form;
const PROJECT_OPTIONS = INVESTMENT_PROJECTS.map((project) => ({
  value: String(project.id),
  label: project.name,
}));

/** The two steps of the investment form: project details, then personal details and payment. */
export function InvestmentForm({
  form,
  quote,
  notice,
  onNext,
}: {
  form: Form;
  quote: InvestmentQuote;
  /** What the return from the payment page came to, shown above the steps. */
  notice: ReactNode;
  /** Called when step 1 is complete and step 2 shows. */
  onNext: () => void;
}) {
  const { step, status, working, ids } = form;
  const statusLine = (
    <StatusMessage tone={status.tone === 'success' ? 'success' : 'error'}>
      {status.tone === 'none' ? null : status.text}
    </StatusMessage>
  );

  return (
    <section className={styles.card} aria-labelledby={step === 1 ? ids.heading1 : ids.heading2}>
      {notice}
      <StepIndicator step={step} />
      {step === 1 ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (form.next()) onNext();
          }}
        >
          <h2 id={ids.heading1} className={styles.heading} tabIndex={-1}>
            {COPY.steps[0]}
          </h2>
          <SelectField
            {...bindField(form, 'project')}
            label={COPY.projectLabel}
            placeholder={COPY.projectPlaceholder}
            options={PROJECT_OPTIONS}
            helper={
              quote.project
                ? fillCopy(COPY.projectPrice, { price: formatDollars(quote.project.pricePerTon) })
                : COPY.projectHelper
            }
          />
          <TextField
            {...bindField(form, 'businessName')}
            label={COPY.businessNameLabel}
            helper={COPY.businessNameHelper}
            autoComplete="organization"
            maxLength={200}
          />
          <TextField
            {...bindField(form, 'tons')}
            label={COPY.tonsLabel}
            helper={COPY.tonsHelper}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
          />
          <TextField
            {...bindField(form, 'email')}
            label={COPY.emailLabel}
            helper={COPY.emailHelper}
            type="email"
            autoComplete="email"
            maxLength={254}
          />
          {statusLine}
          <div className={styles.actions}>
            <Button type="submit" className={styles.primary}>
              {COPY.next}
            </Button>
          </div>
        </form>
      ) : (
        <PaymentDetailsForm
          onSubmit={() => void form.submit()}
          total={{
            label: COPY.totalLabel,
            amount: quote.total ? formatMoney(quote.total) : COPY.totalPending,
            notes: [
              quote.project && quote.tons !== null
                ? fillCopy(COPY.totalSummary, {
                    tons: TONS.format(quote.tons),
                    price: formatDollars(quote.project.pricePerTon),
                  })
                : null,
            ],
          }}
          status={status}
          submitLabel={
            working === 'idle'
              ? COPY.submit
              : working === 'reserving'
                ? COPY.working
                : COPY.redirecting
          }
          busy={working !== 'idle'}
          back={
            <Button variant="secondary" onClick={form.back} disabled={working !== 'idle'}>
              {COPY.back}
            </Button>
          }
        >
          <h2 id={ids.heading2} className={styles.heading} tabIndex={-1}>
            {COPY.steps[1]}
          </h2>
          <TextField
            {...bindField(form, 'fullName')}
            label={COPY.fullNameLabel}
            helper={COPY.fullNameHelper}
            autoComplete="name"
            maxLength={200}
          />
          <TextAreaField
            {...bindField(form, 'address')}
            label={COPY.addressLabel}
            autoComplete="street-address"
            rows={3}
            maxLength={500}
          />
          <div className={styles.payment}>
            <svg
              className={styles.lock}
              viewBox="0 0 24 24"
              width="24"
              height="24"
              aria-hidden="true"
            >
              <rect x="5" y="10" width="14" height="10" rx="2" />
              <path d="M8 10V7a4 4 0 0 1 8 0v3" />
            </svg>
            <div>
              <h3 className={styles.paymentHeading}>{COPY.paymentHeading}</h3>
              <p className={styles.paymentNote}>{COPY.paymentNote}</p>
            </div>
          </div>
        </PaymentDetailsForm>
      )}
    </section>
  );
}
