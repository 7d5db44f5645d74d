import { SITE_ROUTES } from '@netzero/content';
import { restoreSession } from '@netzero/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_COPY } from '../../content/account.copy';
import { PageHeader } from '../../ui/page-header';
import { usePort } from '../../ui/port-context';
import { useSession } from '../../ui/session-context';
import { useLeaveWhenLoggedOut } from '../../ui/use-leave-when-logged-out';
import { AccountDetails } from './account-details';
import styles from './admin-page.module.css';
import { OrderHistory } from './order-history';
import { SecuritySection } from './security-section';
import { SubscriptionsSection } from './subscriptions-section';
import { SummaryCards } from './summary-cards';
import { useOrdersPage } from './use-orders-page';

const COPY = ACCOUNT_COPY.dashboard;

/** The name and e-mail shown for the user. */
interface Profile {
  readonly name: string;
  readonly email: string;
}

/**
 * /Admin, the user's dashboard (spec §2 'Admin Dashboard', §6): account details, summary cards,
 * the paged Order History, the monthly subscriptions and the Security area. Without a valid
 * session, or once the session ends, it goes to /Login.
 */
export function AdminPage() {
  const sessionStore = usePort('sessionStore');
  const { cartCount } = useSession();
  const clock = usePort('clock');
  const navigate = useNavigate();
  const [userId, setUserId] = useState<string | null>(null);
  const [profile, setProfile] = useState<Profile | null>(null);
  const orders = useOrdersPage(userId !== null);
  useLeaveWhenLoggedOut(SITE_ROUTES.login);

  useEffect(() => {
    const session = restoreSession({ sessionStore, clock });
    if (!session.ok) {
      navigate(SITE_ROUTES.login, { replace: true });
      return;
    }
    setUserId(sessionStore.getUserId() ?? session.value.userId ?? '');
  }, [sessionStore, clock, navigate]);

  // The account's own name and e-mail, which our server sends with the orders (issue 18 item 13);
  // from a server that does not, those of the newest order, read once from the first page.
  const account = orders.page?.account;
  const newest = orders.page?.page === 0 ? orders.page.content[0] : undefined;
  const shownProfile = account
    ? { name: account.username, email: account.email }
    : (profile ?? (newest ? { name: newest.userName, email: newest.userEmail } : null));
  useEffect(() => {
    if (profile === null && shownProfile !== null) setProfile(shownProfile);
  }, [profile, shownProfile]);

  if (userId === null) return null;
  return (
    <>
      <PageHeader eyebrow={COPY.eyebrow} title={COPY.title} lead={COPY.lead}>
        <AccountDetails userId={userId} profile={shownProfile} />
      </PageHeader>
      <div className={`container ${styles.body}`}>
        {orders.page ? <SummaryCards page={orders.page} cartItems={cartCount} /> : null}
        <OrderHistory state={orders} goTo={(page) => void orders.goTo(page)} />
        <SubscriptionsSection enabled />
        <SecuritySection />
      </div>
    </>
  );
}
