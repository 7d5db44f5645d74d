import { SITE_ROUTES } from '@netzero/content';
import { type InvestOutcomeCode, MESSAGES, ONE_TIME_PRICE_USD_PER_TONNE } from '@netzero/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { CALCULATORS_COPY } from '../../content/calculators.copy';
import { fillCopy } from '../../content/fill-copy';
import { METHODOLOGY_COPY } from '../../content/methodology.copy';
import { Button, ButtonLink } from '../../ui/button';
import { StatusMessage } from '../../ui/status-message';
import { formatAmount } from './format-amounts';
import styles from './results-card.module.css';

const COPY = CALCULATORS_COPY;

/** One figure of the results: what it is, its value, and an optional note under it. */
export interface ResultLine {
  readonly label: string;
  readonly value: string;
  readonly note?: string;
}

/**
 * The live results and the invest button. Investing shows the spec's message for 4 s; a valid
 * investment then offers the real purchase: the one-time checkout with the tonnes carried over.
 */
export function ResultsCard({
  image,
  subtitle,
  lines,
  total,
  message,
  offer,
  rupees = false,
  onInvest,
}: {
  image: string;
  subtitle?: string | undefined;
  lines: readonly ResultLine[];
  total?: ResultLine | undefined;
  message: InvestOutcomeCode | null;
  /** Whole tonnes to offer on /Onetime, or null when there is nothing (valid) to buy yet. */
  offer: number | null;
  rupees?: boolean;
  onInvest: () => void;
}) {
  const headingId = useId();
  const price = formatAmount(ONE_TIME_PRICE_USD_PER_TONNE, 'USD');
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
      <StatusMessage tone={message === 'CALCULATOR.INVESTED' ? 'success' : 'error'}>
        {message ? MESSAGES[message] : null}
      </StatusMessage>
      {offer !== null ? (
        <div className={styles.next}>
          <h3 className={styles.nextHeading}>{COPY.invest.nextHeading}</h3>
          <p className={styles.nextBody}>
            {fillCopy(rupees ? COPY.invest.rupeeNext : COPY.invest.next, {
              quantity: offer,
              price,
            })}
          </p>
          <ButtonLink block variant="secondary" to={`${SITE_ROUTES.oneTime}?quantity=${offer}`}>
            {fillCopy(COPY.invest.nextLink, { quantity: offer })}
          </ButtonLink>
        </div>
      ) : null}
    </section>
  );
}
