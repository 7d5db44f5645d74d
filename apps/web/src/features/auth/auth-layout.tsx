import type { ReactNode } from 'react';
import forestUrl from '../../assets/auth-forest.svg';
import { AUTH_COPY } from '../../content/auth.copy';
import { fillCopy } from '../../content/fill-copy';
import { SITE_COPY } from '../../content/site.copy';
import { useDocumentTitle } from '../../ui/use-document-title';
import styles from './auth-layout.module.css';

/**
 * The frame of the login, signup and reset pages: a centred card on a calm tinted background,
 * with a forest illustration and a few facts beside it on wide screens.
 */
export function AuthLayout({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const { asideTitle, asideBody, asideFacts } = AUTH_COPY.layout;
  useDocumentTitle(fillCopy(SITE_COPY.documentTitle, { page: title }));
  return (
    <div className={styles.page}>
      <div className={`container ${styles.grid}`}>
        <section className={styles.card} aria-labelledby="auth-title">
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 id="auth-title" className={styles.title}>
            {title}
          </h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          {children}
        </section>
        <aside className={styles.aside}>
          <img className={styles.illustration} src={forestUrl} alt="" width="480" height="420" />
          <h2 className={styles.asideTitle}>{asideTitle}</h2>
          <p className={styles.asideBody}>{asideBody}</p>
          <ul className={styles.facts}>
            {asideFacts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  );
}
