import { SITE_ROUTES } from '@netzero/content';
import { Link } from 'react-router-dom';
import { ACCOUNT_COPY } from '../content/account.copy';
import { DEVELOPERS_QUERY } from './dashboard-query';
import styles from './dashboard-tabs.module.css';

/**
 * The dashboard's two views as links above either: the orders and account (/Admin) and the
 * Developers section (/Admin?developers), one page path so the server, the prerender and
 * the top-up's return address need nothing new.
 */
export function DashboardTabs({ current }: { current: 'overview' | 'developers' }) {
  const labels = ACCOUNT_COPY.dashboard.tabs;
  const tabs = [
    { id: 'overview', to: SITE_ROUTES.admin, text: labels.overview },
    { id: 'developers', to: `${SITE_ROUTES.admin}?${DEVELOPERS_QUERY}`, text: labels.developers },
  ] as const;
  return (
    <nav aria-label={labels.label} className={styles.tabs}>
      <ul className={styles.list}>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link
              to={tab.to}
              className={styles.tab}
              aria-current={tab.id === current ? 'page' : undefined}
            >
              {tab.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
