import { PURCHASE_COPY } from '@netzero/core';
import { useId } from 'react';
import styles from './how-it-works.module.css';

const COPY = PURCHASE_COPY.subscription;

/** The 'How it works' band: monthly billing, a certificate each month, cancel any time. */
export function HowItWorks() {
  const headingId = useId();
  return (
    <section className={styles.band} aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className={styles.heading}>
          {COPY.howHeading}
        </h2>
        <ol className={styles.steps}>
          {COPY.steps.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.title}>{step.title}</h3>
              <p className={styles.body}>{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
