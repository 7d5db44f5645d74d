import { SITE_ROUTES } from '@netzero/content';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { DEVELOPERS_COPY } from '../../content/developers.copy';
import { fillCopy } from '../../content/fill-copy';
import styles from './developers-page.module.css';

const COPY = DEVELOPERS_COPY.getStarted;

/** The first call to try: a flight estimate with the user's test key (its hint, or a placeholder). */
export function GetStarted({ testKeyHint }: { testKeyHint: string | null }) {
  const headingId = useId();
  const hint = testKeyHint ?? COPY.keyPlaceholder;
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const example = [
    `curl ${origin}/v1/estimates \\`,
    `  -H "Authorization: Bearer ${hint}" \\`,
    '  -H "Content-Type: application/json" \\',
    `  -d '{"lines":[{"type":"flight","km":1200}]}'`,
  ].join('\n');
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {COPY.heading}
      </h2>
      <p className={styles.intro}>{COPY.intro}</p>
      <ul className={styles.links}>
        <li>
          {/* The reference is served by the API itself, not by the web app's router. */}
          <a href="/api/docs">{COPY.reference}</a> — {COPY.referenceNote}
        </li>
        <li>
          <Link to={SITE_ROUTES.methodology}>{COPY.methodology}</Link> — {COPY.methodologyNote}
        </li>
      </ul>
      <figure className={styles.example}>
        <figcaption className={styles.exampleCaption}>{COPY.exampleLabel}</figcaption>
        {/* Focusable: a narrow screen scrolls the example sideways, and keyboards must too. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs focus (axe scrollable-region-focusable) */}
        <pre className={styles.code} tabIndex={0}>
          <code>{example}</code>
        </pre>
        <p className={styles.note}>{fillCopy(COPY.keyNote, { hint })}</p>
      </figure>
    </section>
  );
}
