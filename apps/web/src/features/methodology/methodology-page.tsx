import {
  FACTOR_SOURCES,
  type FactorGroup,
  PERSONAL_TONNES_PER_KM,
  RUPEE_KM_PER_TONNE,
} from '@netzero/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { fillCopy } from '../../content/fill-copy';
import { METHODOLOGY_COPY } from '../../content/methodology.copy';
import { SITE_COPY } from '../../content/site.copy';
import { PageHeader } from '../../ui/page-header';
import { useDocumentTitle } from '../../ui/use-document-title';
import { FactorTable } from './factor-table';
import styles from './methodology-page.module.css';
import { NoPublicSourceList } from './no-public-source-list';
import { PresetsSection } from './presets-section';

const COPY = METHODOLOGY_COPY;
const GROUPS = Object.keys(COPY.factors.groups) as FactorGroup[];

/** A section of plain points under its heading. */
function PointsSection({
  id,
  heading,
  items,
}: {
  id: string;
  heading: string;
  items: readonly string[];
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.points}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** /Methodology: every factor with its unit, formula, source and public references (issue 18 items 4 and 6). */
export function MethodologyPage() {
  useDocumentTitle(fillCopy(SITE_COPY.documentTitle, { page: COPY.documentTitle }));
  const { hash } = useLocation();
  // A link to one factor (/Methodology#CAR_TONNES_PER_KM) lands on its row once the page has loaded.
  useEffect(() => {
    if (hash.length > 1)
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <>
      <PageHeader eyebrow={COPY.eyebrow} title={COPY.title} lead={COPY.lead} />
      <div className={`container ${styles.page}`}>
        <div className={styles.prose}>
          {COPY.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <PointsSection
          id="methodology-units"
          heading={COPY.units.heading}
          items={COPY.units.items}
        />
        <section className={styles.section} aria-labelledby="methodology-factors">
          <h2 id="methodology-factors" className={styles.heading}>
            {COPY.factors.heading}
          </h2>
          <p className={styles.prose}>{COPY.factors.lead}</p>
          {GROUPS.map((group) => (
            <div key={group}>
              <h3 id={`methodology-${group}`} className={styles.subheading}>
                {COPY.factors.groups[group]}
              </h3>
              <FactorTable
                headingId={`methodology-${group}`}
                factors={FACTOR_SOURCES.filter((factor) => factor.group === group)}
              />
            </div>
          ))}
        </section>
        <section className={styles.section} aria-labelledby="methodology-no-public-source">
          <h2 id="methodology-no-public-source" className={styles.heading}>
            {COPY.noPublicSource.heading}
          </h2>
          <p className={styles.prose}>{COPY.noPublicSource.lead}</p>
          <NoPublicSourceList />
        </section>
        <PresetsSection
          headingId="methodology-presets"
          factor={PERSONAL_TONNES_PER_KM}
          rupeeKmPerTonne={RUPEE_KM_PER_TONNE}
        />
        <PointsSection
          id="methodology-rounding"
          heading={COPY.rounding.heading}
          items={COPY.rounding.items}
        />
        <section className={styles.section} aria-labelledby="methodology-sources">
          <h2 id="methodology-sources" className={styles.heading}>
            {COPY.sources.heading}
          </h2>
          <ul className={styles.points}>
            {COPY.sources.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className={styles.prose}>{COPY.sources.repository}</p>
        </section>
      </div>
    </>
  );
}
