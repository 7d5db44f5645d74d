import {
  type CalculatorOrder,
  RUPEE_CONVERSION,
  RUPEE_PRICE_INR_PER_TONNE,
  usdCentsToInr,
} from '@netzero/core';
import { useId } from 'react';
import { CALCULATORS_COPY } from '../../content/calculators.copy';
import { fillCopy } from '../../content/fill-copy';
import { Button } from '../../ui/button';
import { StatusMessage } from '../../ui/status-message';
import { TextField } from '../../ui/text-field';
import styles from './calculator-checkout.module.css';
import { formatAmount } from './format-amounts';
import { useCalculatorCheckout } from './use-calculator-checkout';

const COPY = CALCULATORS_COPY.checkout;
const usd = (cents: number) => formatAmount(cents / 100, 'USD');

/**
 * The order a calculator's invest button leads to, shown before the buyer leaves the page: the
 * chosen project, its whole tonnes and price, the donation on its own line and the total charged
 * in US dollars (with its rupee figure and the conversion rule on the rupee calculator), then the
 * receipt e-mail and the button that opens the card payment for exactly this order.
 */
export function CalculatorCheckout({
  order,
  rupees = false,
}: {
  order: CalculatorOrder;
  rupees?: boolean;
}) {
  const headingId = useId();
  const checkout = useCalculatorCheckout();
  const total = usd(order.totalCents);
  const rows: { label: string; value: string; note?: string }[] = [
    { label: COPY.project, value: order.projectName },
    { label: COPY.tonnes, value: fillCopy(COPY.tonnesValue, { tonnes: order.tonnes }) },
    { label: COPY.unitPrice, value: usd(order.unitPriceCents) },
    { label: COPY.offset, value: usd(order.offsetCents) },
  ];
  if (order.donationCents > 0) {
    rows.push({ label: COPY.donation, value: usd(order.donationCents), note: COPY.donationNote });
  }
  return (
    <section className={styles.panel} aria-labelledby={headingId} data-calculator-order="">
      <h3 id={headingId} className={styles.heading}>
        {COPY.heading}
      </h3>
      <p className={styles.intro}>{COPY.intro}</p>
      <dl className={styles.lines}>
        {rows.map((row) => (
          <div key={row.label} className={styles.line}>
            <dt>{row.label}</dt>
            <dd>
              <span className={styles.value}>{row.value}</span>
              {row.note ? <span className={styles.note}>{row.note}</span> : null}
            </dd>
          </div>
        ))}
        <div className={`${styles.line} ${styles.total}`}>
          <dt>{COPY.total}</dt>
          <dd>
            <span className={styles.value}>{total}</span>
            <span className={styles.note}>{COPY.currencyNote}</span>
          </dd>
        </div>
        {rupees ? (
          <div className={styles.line}>
            <dt>{COPY.inRupees}</dt>
            <dd>
              <span className={styles.value}>
                {formatAmount(usdCentsToInr(order.totalCents), 'INR')}
              </span>
              <span className={styles.note}>
                {fillCopy(COPY.rupeeRule, { rate: RUPEE_CONVERSION.inrPerUsd })}
              </span>
            </dd>
          </div>
        ) : null}
      </dl>
      {rupees ? (
        <p className={styles.intro}>
          {fillCopy(COPY.rupeeNote, {
            price: formatAmount(RUPEE_PRICE_INR_PER_TONNE, 'INR'),
            rate: RUPEE_CONVERSION.inrPerUsd,
            source: RUPEE_CONVERSION.source,
          })}
        </p>
      ) : null}
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void checkout.pay(order);
        }}
      >
        <TextField
          label={COPY.email}
          type="email"
          autoComplete="email"
          value={checkout.email}
          error={checkout.emailError}
          onChange={(event) => checkout.setEmail(event.target.value)}
        />
        <TextField
          label={COPY.receiptName}
          autoComplete="name"
          value={checkout.receiptName}
          onChange={(event) => checkout.setReceiptName(event.target.value)}
        />
        <Button type="submit" block disabled={checkout.working}>
          {fillCopy(COPY.pay, { total })}
        </Button>
      </form>
      <StatusMessage tone={checkout.status.tone === 'error' ? 'error' : 'success'}>
        {checkout.status.tone === 'none' ? null : checkout.status.text}
      </StatusMessage>
    </section>
  );
}
