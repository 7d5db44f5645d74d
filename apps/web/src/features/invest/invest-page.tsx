import { SITE_ROUTES } from '@netzero/content';
import { INVESTMENT_PROJECTS } from '@netzero/core';
import { useId } from 'react';
import { fillCopy } from '../../content/fill-copy';
import { INVEST_COPY } from '../../content/invest.copy';
import { SITE_COPY } from '../../content/site.copy';
import { ButtonLink } from '../../ui/button';
import { PageHeader } from '../../ui/page-header';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useReveal } from '../../ui/use-reveal';
import styles from './invest-page.module.css';
import { InvestSteps } from './invest-steps';
import { InvestmentProjectCard } from './investment-project-card';

const COPY = INVEST_COPY.invest;

/** /Invest: the six investment projects with their prices per tonne, and how investing works. */
export function InvestPage() {
  useDocumentTitle(fillCopy(SITE_COPY.documentTitle, { page: COPY.documentTitle }));
  const projectsHeadingId = useId();
  const ctaHeadingId = useId();
  const reveal = useReveal<HTMLDivElement>();
  return (
    <>
      <PageHeader eyebrow={COPY.eyebrow} title={COPY.title} lead={COPY.lead} />
      <section className={`container ${styles.projects}`} aria-labelledby={projectsHeadingId}>
        <h2 id={projectsHeadingId} className={styles.heading}>
          {COPY.projectsHeading}
        </h2>
        <p className={styles.intro}>{COPY.projectsIntro}</p>
        <div ref={reveal.ref} className={`${styles.grid} ${reveal.className}`}>
          {INVESTMENT_PROJECTS.map((project) => (
            <InvestmentProjectCard key={project.id} project={project} />
          ))}
        </div>
      </section>
      <InvestSteps />
      <section className={`container ${styles.cta}`} aria-labelledby={ctaHeadingId}>
        <h2 id={ctaHeadingId} className={styles.ctaHeading}>
          {COPY.ctaHeading}
        </h2>
        <p className={styles.ctaBody}>{COPY.ctaBody}</p>
        <ButtonLink to={SITE_ROUTES.investmentForm} variant="secondary">
          {COPY.ctaButton}
        </ButtonLink>
      </section>
    </>
  );
}
