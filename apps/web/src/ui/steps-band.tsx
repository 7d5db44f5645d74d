import { useId } from 'react';
import styles from './steps-band.module.css';

/** One numbered step: a short title and a sentence or two. */
export interface Step {
  readonly title: string;
  readonly body: string;
}

/** A tinted band with a heading and numbered steps, e.g. 'How it works'. */
export function StepsBand({ heading, steps }: { heading: string; steps: readonly Step[] }) {
  const headingId = useId();
  return (
    <section className={styles.band} aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
        <ol className={styles.steps}>
          {steps.map((step, index) => (
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
