import { SITE_ROUTES } from '@netzero/content';
import { ESTIMATOR_MODES } from '@netzero/core';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import illustration from '../../assets/business-estimator.svg';
import { BUSINESS_COPY } from '../../content/business.copy';
import { METHODOLOGY_COPY } from '../../content/methodology.copy';
import { ChoosePlanModal } from './choose-plan-modal';
import { EstimateSummary } from './estimate-summary';
import { ModeSection } from './mode-section';
import styles from './quick-estimator.module.css';
import { useEstimator } from './use-estimator';

const COPY = BUSINESS_COPY.estimator;

/** The 'Quick Carbon Estimator' accordion (open by default): three modes, the live estimate, the plan popup. */
export function QuickEstimator() {
  const estimator = useEstimator();
  const [open, setOpen] = useState(true);
  const [choosing, setChoosing] = useState(false);
  const panelId = useId();
  const headingId = useId();
  return (
    <section className={`container ${styles.estimator}`} aria-labelledby={headingId}>
      <p className={styles.option}>{COPY.option}</p>
      <h2 id={headingId} className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {COPY.title}
          <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 9l6 6 6-6" />
          </svg>
        </button>
      </h2>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <div className={styles.intro}>
          <p className={styles.introText}>
            {COPY.intro} <Link to={SITE_ROUTES.methodology}>{METHODOLOGY_COPY.link}</Link>
          </p>
          <img
            className={styles.illustration}
            src={illustration}
            alt={COPY.illustrationAlt}
            width={200}
            height={120}
          />
        </div>
        <div className={styles.layout}>
          <div className={styles.modes}>
            {ESTIMATOR_MODES.map(({ id }) => (
              <ModeSection key={id} mode={id} estimator={estimator} />
            ))}
          </div>
          <div className={styles.aside}>
            <EstimateSummary estimator={estimator} onChoosePlan={() => setChoosing(true)} />
          </div>
        </div>
      </div>
      {choosing ? (
        <ChoosePlanModal total={estimator.estimate.total} onClose={() => setChoosing(false)} />
      ) : null}
    </section>
  );
}
