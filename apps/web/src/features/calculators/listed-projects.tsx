import { moneyFromMajor, usdCentsToInr } from '@netzero/core';
import { useId } from 'react';
import { CALCULATORS_COPY } from '../../content/calculators.copy';
import { fillCopy } from '../../content/fill-copy';
import { Button } from '../../ui/button';
import styles from './choice-list.module.css';
import { formatAmount } from './format-amounts';
import type { CalculatorPurchase } from './use-calculator-order';

const COPY = CALCULATORS_COPY.projects;

/**
 * The catalogue's projects on sale, as radio choices with their price per tonne (and its rupee
 * equivalent on the rupee calculator); the chosen one is the one the checkout sells.
 */
export function ListedProjects({
  purchase,
  rupees = false,
}: {
  purchase: Pick<CalculatorPurchase, 'projects' | 'product' | 'choose'>;
  rupees?: boolean;
}) {
  const name = useId();
  const { projects } = purchase;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{COPY.heading}</legend>
      <p className={styles.intro}>{COPY.intro}</p>
      {projects.status === 'loading' ? <p className={styles.intro}>{COPY.loading}</p> : null}
      {projects.status === 'failed' ? (
        <p className={styles.intro}>
          {COPY.failed}{' '}
          <Button variant="ghost" onClick={projects.retry}>
            {COPY.retry}
          </Button>
        </p>
      ) : null}
      {projects.status === 'ready' ? (
        <div className={styles.options}>
          {projects.products.map((product) => {
            const cents = moneyFromMajor(product.price, 'USD').amountMinor;
            const price = formatAmount(product.price, 'USD');
            return (
              <label key={product.id} className={styles.option}>
                <input
                  type="radio"
                  name={name}
                  className={styles.radio}
                  checked={purchase.product?.id === product.id}
                  onChange={() => purchase.choose(product.id)}
                />
                <span className={styles.text}>
                  <span className={styles.title}>{product.title}</span>
                  <span className={styles.detail}>
                    {rupees
                      ? fillCopy(COPY.priceInRupees, {
                          price,
                          rupees: formatAmount(usdCentsToInr(cents), 'INR'),
                        })
                      : fillCopy(COPY.price, { price })}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      ) : null}
      <p className={styles.note}>{COPY.notOnSale}</p>
    </fieldset>
  );
}
