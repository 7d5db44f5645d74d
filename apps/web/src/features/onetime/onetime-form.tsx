import {
  formatDollars,
  formatMoney,
  formatPriceLine,
  ONE_TIME_PRICE_USD_PER_TONNE,
  parseNumberInput,
  SITE_CURRENCY,
} from '@netzero/core';
import { useId } from 'react';
import { fillCopy } from '../../content/fill-copy';
import { ONETIME_COPY } from '../../content/onetime.copy';
import { bindField } from '../../ui/bind-field';
import { PaymentDetailsForm } from '../../ui/payment-details-form';
import { TextField } from '../../ui/text-field';
import { totalForTonnes } from '../../ui/total-for-tonnes';
import styles from './onetime-form.module.css';
import { checkoutTonnes, useOnetimeForm } from './use-onetime-form';

const COPY = ONETIME_COPY;

/** The /Onetime form: quantity, full name, phone, e-mail, the fixed price, a live total and Buy Now. */
export function OnetimeForm({
  initialQuantity,
  suggestion,
}: {
  initialQuantity: string;
  suggestion: string | null;
}) {
  const form = useOnetimeForm(initialQuantity);
  const { values, status, working } = form;
  const headingId = useId();
  const tonnes = checkoutTonnes(values.quantity);
  const typed = parseNumberInput(values.quantity);
  const total = tonnes === null ? null : totalForTonnes(ONE_TIME_PRICE_USD_PER_TONNE, tonnes);

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {COPY.formHeading}
      </h2>
      <p className={styles.price}>
        <span className={styles.priceLabel}>{COPY.priceLabel}</span>
        <span className={styles.priceValue}>
          {formatPriceLine(ONE_TIME_PRICE_USD_PER_TONNE, SITE_CURRENCY)}
        </span>
      </p>
      <PaymentDetailsForm
        onSubmit={() => void form.submit()}
        total={{
          label: COPY.totalLabel,
          amount: total ? formatMoney(total) : COPY.totalPending,
          notes: [
            total && tonnes !== null
              ? fillCopy(COPY.totalSummary, {
                  quantity: tonnes,
                  price: formatDollars(ONE_TIME_PRICE_USD_PER_TONNE),
                })
              : null,
            tonnes !== null && typed !== tonnes
              ? fillCopy(COPY.roundedUp, { typed: values.quantity.trim(), quantity: tonnes })
              : null,
          ],
        }}
        status={status}
        submitLabel={working ? COPY.working : COPY.submit}
        busy={working}
        secureNote={COPY.secureNote}
      >
        <TextField
          {...bindField(form, 'quantity')}
          label={COPY.quantityLabel}
          helper={suggestion ?? COPY.quantityHelper}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
        />
        <TextField
          {...bindField(form, 'fullName')}
          label={COPY.fullNameLabel}
          helper={COPY.fullNameHelper}
          autoComplete="name"
          maxLength={200}
        />
        <TextField
          {...bindField(form, 'phone')}
          label={COPY.phoneLabel}
          helper={COPY.phoneHelper}
          type="tel"
          autoComplete="tel"
        />
        <TextField
          {...bindField(form, 'email')}
          label={COPY.emailLabel}
          helper={COPY.emailHelper}
          type="email"
          autoComplete="email"
          maxLength={254}
        />
      </PaymentDetailsForm>
    </section>
  );
}
