import { SITE_ROUTES } from '@netzero/content';
import { type InvestOutcomeCode, MESSAGES } from '@netzero/core';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import { CALCULATORS_COPY } from '../../content/calculators.copy';
import { METHODOLOGY_COPY } from '../../content/methodology.copy';
import { Button } from '../../ui/button';
import { StatusMessage } from '../../ui/status-message';
import styles from './results-card.module.css';

const COPY = CALCULATORS_COPY;

/** One figure of the results: what it is, its value, and an optional note under it. */
export interface ResultLine {
  readonly label: string;
  readonly value: string;
  readonly note?: string | undefined;
}

/**
 * The live results and the invest button. Investing shows its message for 4 s (the spec's for
 * invalid rows; 'nothing is paid yet' for valid ones); a valid click then shows `checkout`, the
 * order of exactly what the figures say, under the button.
 */
export function ResultsCard({
  image,
  subtitle,
  lines,
  total,
  message,
  checkout,
  onInvest,
}: {
  image: string;
  subtitle?: string | undefined;
  lines: readonly ResultLine[];
  total?: ResultLine | undefined;
  message: InvestOutcomeCode | null;
  /** The order to pay for, once a valid click asked for it; null before. */
  checkout: ReactNode;
  onInvest: () => void;
}) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <img className={styles.image} src={image} alt="" width={280} height={120} />
      <h2 id={headingId} className={styles.heading}>
        {COPY.results.heading}
      </h2>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      <dl className={styles.lines} aria-live="polite">
        {lines.map((line) => (
          <div key={line.label} className={styles.line}>
            <dt>{line.label}</dt>
            <dd>
              <span className={styles.value}>{line.value}</span>
              {line.note ? <span className={styles.note}>{line.note}</span> : null}
            </dd>
          </div>
        ))}
        {total ? (
          <div className={`${styles.line} ${styles.total}`}>
            <dt>{total.label}</dt>
            <dd>
              <span className={styles.value}>{total.value}</span>
            </dd>
          </div>
        ) : null}
      </dl>
      <p>
        <Link to={SITE_ROUTES.methodology}>{METHODOLOGY_COPY.link}</Link>
      </p>
      <Button block onClick={onInvest}>
        {COPY.invest.button}
      </Button>
      <StatusMessage tone={message === 'CALCULATOR.READY_TO_PAY' ? 'info' : 'error'}>
        {message ? MESSAGES[message] : null}
      </StatusMessage>
      {checkout}
    </section>
  );
}
