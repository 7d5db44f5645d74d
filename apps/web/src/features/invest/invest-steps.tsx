import { INVEST_COPY } from '@netzero/core';
import { useId } from 'react';
import styles from './invest-steps.module.css';

const COPY = INVEST_COPY.invest;

/** 'How direct investment works': choose, reserve and pay securely, hear from the team in 48 hours. */
export function InvestSteps() {
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
