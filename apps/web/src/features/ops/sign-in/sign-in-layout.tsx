import { type ReactNode, useEffect, useRef } from 'react';
import { OPS_CONSOLE_COPY } from '../../../content/ops-console.copy';
import { useOpsTitle } from '../use-ops-title';
import styles from './sign-in.module.css';

/**
 * The frame of every sign-in step: the console's wordmark over a card with the step's heading.
 * A new step moves the focus to its heading, so a screen reader hears where the operator is.
 */
export function SignInLayout({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  useOpsTitle(title);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstTitle = useRef(title);
  useEffect(() => {
    if (title !== firstTitle.current) heading.current?.focus();
  }, [title]);
  return (
    <main className={styles.page}>
      <p className={styles.brand}>
        <span className={styles.wordmark}>{OPS_CONSOLE_COPY.brand}</span>
        <span className={styles.product}>{OPS_CONSOLE_COPY.product}</span>
      </p>
      <section className={styles.card} aria-labelledby="ops-sign-in-title">
        <h1 id="ops-sign-in-title" className={styles.title} ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </section>
    </main>
  );
}
