import { fillCopy } from '../../content/fill-copy';
import { INVEST_COPY } from '../../content/invest.copy';
import styles from './step-indicator.module.css';

const COPY = INVEST_COPY.form;

/** The form's progress: '1 Project details', '2 Your details and payment', the current one marked. */
export function StepIndicator({ step }: { step: 1 | 2 }) {
  return (
    <div className={styles.wrap}>
      <p className={styles.count}>{fillCopy(COPY.stepOf, { step, total: COPY.steps.length })}</p>
      <ol className={styles.steps} aria-label={COPY.stepsLabel}>
        {COPY.steps.map((label, index) => {
          const number = index + 1;
          const state = number < step ? 'done' : number === step ? 'current' : 'todo';
          return (
            <li
              key={label}
              className={`${styles.step} ${styles[state]}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.number} aria-hidden="true">
                {state === 'done' ? (
                  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
                    <path d="M3.5 8.5l3 3 6-7" />
                  </svg>
                ) : (
                  number
                )}
              </span>
              <span className={styles.label}>
                {label}
                {state === 'done' ? (
                  <span className="visually-hidden">{` ${COPY.stepDone}`}</span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
