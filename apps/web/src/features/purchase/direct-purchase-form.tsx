import {
  formatDollars,
  formatMoney,
  formatPriceLine,
  MESSAGES,
  parseNumberInput,
  SITE_CURRENCY,
} from '@netzero/core';
import { useId } from 'react';
import { fillCopy } from '../../content/fill-copy';
import { PURCHASE_COPY } from '../../content/purchase.copy';
import { bindField } from '../../ui/bind-field';
import { PaymentDetailsForm } from '../../ui/payment-details-form';
import { StatusMessage } from '../../ui/status-message';
import { TextField } from '../../ui/text-field';
import { totalForTonnes } from '../../ui/total-for-tonnes';
import type { ProductPriceState } from '../../ui/use-product-price';
import styles from './direct-purchase-form.module.css';
import { useDirectPurchase } from './use-direct-purchase';

const COPY = PURCHASE_COPY.direct;

/** The one-time purchase form: quantity, recipient, e-mail, Subscribe, the live total and Buy Now. */
export function DirectPurchaseForm({
  price,
  initialQuantity,
  suggestion,
}: {
  price: ProductPriceState;
  initialQuantity: string;
  suggestion: string | null;
}) {
  const form = useDirectPurchase(price, initialQuantity);
  const { values, status, working } = form;
  const headingId = useId();
  const subscribeId = useId();
  const tonnes = parseNumberInput(values.quantity);
  const total =
    price.status === 'loaded' && tonnes !== null ? totalForTonnes(price.price, tonnes) : null;

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {COPY.formHeading}
      </h2>
      {price.status === 'failed' ? null : (
        <div className={styles.price}>
          <span className={styles.priceLabel}>{COPY.priceLabel}</span>
          {price.status === 'loaded' ? (
            <span className={styles.priceValue}>{formatPriceLine(price.price, SITE_CURRENCY)}</span>
          ) : (
            <span className={styles.priceMuted}>{COPY.priceLoading}</span>
          )}
        </div>
      )}
      <StatusMessage tone="error">
        {price.status === 'failed' ? MESSAGES['DIRECT_CHECKOUT.PRICE_LOAD_FAILED'] : null}
      </StatusMessage>

      <PaymentDetailsForm
        onSubmit={() => void form.submit()}
        total={{
          label: values.subscribe ? COPY.totalMonthlyLabel : COPY.totalLabel,
          amount: total ? formatMoney(total) : COPY.totalPending,
          notes: [
            total && price.status === 'loaded'
              ? fillCopy(COPY.totalSummary, {
                  quantity: tonnes ?? 0,
                  price: formatDollars(price.price),
                })
              : null,
          ],
        }}
        status={status}
        submitLabel={working && status.tone !== 'success' ? COPY.working : COPY.buyNow}
        busy={working}
        secureNote={COPY.secureNote}
      >
        <TextField
          {...bindField(form, 'quantity')}
          label={COPY.quantityLabel}
          helper={suggestion ?? COPY.quantityHelper}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
        />
        <TextField
          {...bindField(form, 'receiptName')}
          label={COPY.recipientLabel}
          helper={COPY.recipientHelper}
          autoComplete="name"
          maxLength={200}
        />
        <TextField
          {...bindField(form, 'email')}
          label={COPY.emailLabel}
          helper={COPY.emailHelper}
          type="email"
          autoComplete="email"
          maxLength={254}
        />
        <div className={styles.subscribe}>
          <input
            id={subscribeId}
            type="checkbox"
            className={styles.checkbox}
            checked={values.subscribe}
            onChange={(event) => form.change('subscribe', event.target.checked)}
            aria-describedby={`${subscribeId}-helper`}
          />
          <div>
            <label htmlFor={subscribeId} className={styles.subscribeLabel}>
              {COPY.subscribeLabel}
            </label>
            <p id={`${subscribeId}-helper`} className={styles.subscribeHelper}>
              {COPY.subscribeHelper}
            </p>
          </div>
        </div>
      </PaymentDetailsForm>
    </section>
  );
}
