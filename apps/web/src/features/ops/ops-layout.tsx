import type { Operator } from '@netzero/core';
import { Suspense, useId, useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { OPS_CONSOLE_COPY } from '../../content/ops-console.copy';
import { OPS_SHARED_COPY } from '../../content/ops-shared.copy';
import { Button } from '../../ui/button';
import { LoadingState } from '../../ui/loading-state';
import styles from './ops-layout.module.css';
import type { OpsSection } from './ops-sections';

const COPY = OPS_CONSOLE_COPY;

/**
 * The console's frame: the wordmark, who is signed in and "Sign out" on top; the sections in a
 * sidebar from 900 px, behind a menu button below; the page in the rest.
 */
export function OpsLayout({
  operator,
  sections,
  onSignOut,
}: {
  operator: Operator;
  sections: readonly OpsSection[];
  onSignOut: () => void;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  return (
    <div className={styles.console}>
      <a href="#ops-main" className={styles.skipLink}>
        {COPY.skipToContent}
      </a>
      <header className={styles.bar}>
        <Button
          variant="ghost"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {COPY.menu}
        </Button>
        <Link to="/ops" className={styles.brand}>
          <span className={styles.wordmark}>{COPY.brand}</span>
          <span className={styles.product}>{COPY.product}</span>
        </Link>
        <div className={styles.account}>
          <span className={styles.operator}>
            <span className={styles.signedInAs}>{COPY.signedInAs} </span>
            {operator.email}
          </span>
          <Button variant="secondary" onClick={onSignOut}>
            {COPY.signOut}
          </Button>
        </div>
      </header>
      <div className={styles.body}>
        <nav
          id={navId}
          aria-label={COPY.navLabel}
          className={`${styles.nav} ${menuOpen ? styles.navOpen : ''}`}
        >
          <ul className={styles.navList}>
            {sections.map((section) => (
              <li key={section.path}>
                <NavLink
                  to={`/ops/${section.path}`}
                  // A chosen section closes the menu on narrow screens, the one shown too.
                  onClick={() => setMenuOpen(false)}
                  className={({ isActive }) =>
                    `${styles.navLink} ${isActive ? styles.navLinkActive : ''}`
                  }
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="ops-main" className={styles.main} tabIndex={-1}>
          <Suspense fallback={<LoadingState text={OPS_SHARED_COPY.loading} />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
