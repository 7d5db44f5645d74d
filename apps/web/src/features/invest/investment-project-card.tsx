import { SITE_ROUTES } from '@netzero/content';
import { formatPriceLine, type InvestmentProject, SITE_CURRENCY } from '@netzero/core';
import { useId } from 'react';
import { fillCopy } from '../../content/fill-copy';
import { INVEST_COPY } from '../../content/invest.copy';
import { ButtonLink } from '../../ui/button';
import { INVEST_IMAGES } from './invest-images';
import styles from './investment-project-card.module.css';

const COPY = INVEST_COPY.invest;

/** One investment project: its illustration, price per tonne, what the money does, and Invest. */
export function InvestmentProjectCard({ project }: { project: InvestmentProject }) {
  const titleId = useId();
  const usesId = useId();
  const copy = COPY.projects[project.id];
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <img
        className={styles.image}
        src={INVEST_IMAGES[project.id]}
        alt=""
        width={320}
        height={200}
        loading="lazy"
      />
      <div className={styles.body}>
        <h3 id={titleId} className={styles.title}>
          {project.name}
        </h3>
        <p className={styles.price}>{formatPriceLine(project.pricePerTon, SITE_CURRENCY)}</p>
        {copy ? (
          <>
            <p className={styles.summary}>{copy.summary}</p>
            <p id={usesId} className={styles.usesLabel}>
              {COPY.usesLabel}
            </p>
            <ul className={styles.uses} aria-labelledby={usesId}>
              {copy.uses.map((use) => (
                <li key={use}>{use}</li>
              ))}
            </ul>
          </>
        ) : null}
        <ButtonLink
          className={styles.action}
          to={`${SITE_ROUTES.investmentForm}?project=${project.id}`}
          block
          aria-label={fillCopy(COPY.investLabel, { project: project.name })}
        >
          {COPY.invest}
        </ButtonLink>
      </div>
    </article>
  );
}
