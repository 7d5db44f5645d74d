import { SITE_ROUTES } from '@netzero/content';
import { restoreSession } from '@netzero/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { DEVELOPERS_COPY } from '../../content/developers.copy';
import { fillCopy } from '../../content/fill-copy';
import { SITE_COPY } from '../../content/site.copy';
import { DEVELOPERS_QUERY } from '../../ui/dashboard-query';
import { DashboardTabs } from '../../ui/dashboard-tabs';
import { LoadingState } from '../../ui/loading-state';
import { PageHeader } from '../../ui/page-header';
import { usePort } from '../../ui/port-context';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useLeaveWhenLoggedOut } from '../../ui/use-leave-when-logged-out';
import { ApiKeysSection } from './api-keys-section';
import { BalanceSection } from './balance-section';
import styles from './developers-page.module.css';
import { WebhooksSection } from './webhooks-section';

const COPY = DEVELOPERS_COPY.page;

/** The Developers sections, by the value of ?developers= (keys when empty or unknown). */
const SECTIONS = ['keys', 'balance', 'webhooks'] as const;
type Section = (typeof SECTIONS)[number];

function sectionOf(value: string | null): Section {
  return SECTIONS.find((section) => section === value) ?? 'keys';
}

/**
 * /Admin?developers[=keys|balance|webhooks]: the dashboard's Developers view (issue 20): API
 * keys with a first call to try, the prepaid balances, and webhook endpoints. Its own chunk,
 * loaded only when opened. Without a valid session it goes to /Login, like the dashboard.
 */
export function DevelopersPage() {
  const sessionStore = usePort('sessionStore');
  const clock = usePort('clock');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [signedIn, setSignedIn] = useState(false);
  const section = sectionOf(search.get(DEVELOPERS_QUERY));
  useLeaveWhenLoggedOut(SITE_ROUTES.login);
  useDocumentTitle(
    fillCopy(SITE_COPY.documentTitle, { page: `${COPY.title}: ${COPY.sections[section]}` }),
  );

  useEffect(() => {
    if (restoreSession({ sessionStore, clock }).ok) setSignedIn(true);
    else navigate(SITE_ROUTES.login, { replace: true });
  }, [sessionStore, clock, navigate]);

  if (!signedIn) return <LoadingState text={SITE_COPY.loadingPage} fill />;
  return (
    <>
      <PageHeader eyebrow={COPY.eyebrow} title={COPY.title} lead={COPY.lead}>
        <DashboardTabs current="developers" />
      </PageHeader>
      <div className={`container ${styles.body}`}>
        <nav aria-label={COPY.sectionsLabel} className={styles.sectionNav}>
          <ul>
            {SECTIONS.map((id) => (
              <li key={id}>
                <Link
                  to={`${SITE_ROUTES.admin}?${DEVELOPERS_QUERY}=${id}`}
                  aria-current={id === section ? 'page' : undefined}
                >
                  {COPY.sections[id]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {section === 'keys' ? <ApiKeysSection /> : null}
        {section === 'balance' ? <BalanceSection /> : null}
        {section === 'webhooks' ? <WebhooksSection /> : null}
      </div>
    </>
  );
}
