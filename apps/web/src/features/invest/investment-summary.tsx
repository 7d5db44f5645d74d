import { SITE_ROUTES } from '@netzero/content';
import { decimalFormat, formatDollars, formatMoney } from '@netzero/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { INVEST_COPY } from '../../content/invest.copy';
import { INVEST_IMAGES } from './invest-images';
import type { InvestmentQuote } from './investment-quote';
import styles from './investment-summary.module.css';

// As toLocaleString('en-US') shows them, without starting ICU (decimalFormat).
const TONS = decimalFormat();

const COPY = INVEST_COPY.form;

/** The side panel: the investment chosen so far, its total, and what happens after reserving. */
export function InvestmentSummary({ quote }: { quote: InvestmentQuote }) {
  const headingId = useId();
  const { project, tons, total } = quote;
  return (
    <aside className={styles.panel} aria-labelledby={headingId}>
      {project ? (
        <img
          className={styles.image}
          src={INVEST_IMAGES[project.id]}
          alt=""
          width={320}
          height={200}
        />
      ) : null}
      <h2 id={headingId} className={styles.heading}>
        {COPY.summaryHeading}
      </h2>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{COPY.summaryProject}</dt>
          <dd>{project ? project.name : COPY.summaryNone}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{COPY.summaryPrice}</dt>
          <dd>{project ? formatDollars(project.pricePerTon) : COPY.totalPending}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{COPY.summaryTonnes}</dt>
          <dd>{tons === null ? COPY.totalPending : TONS.format(tons)}</dd>
        </div>
        <div className={`${styles.fact} ${styles.total}`}>
          <dt>{COPY.summaryTotal}</dt>
          <dd>{total ? formatMoney(total) : COPY.totalPending}</dd>
        </div>
      </dl>
      <h3 className={styles.nextHeading}>{COPY.nextHeading}</h3>
      <ol className={styles.next}>
        {COPY.nextSteps.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ol>
      <Link className={styles.link} to={SITE_ROUTES.invest}>
        {COPY.otherProjects}
      </Link>
    </aside>
  );
}
