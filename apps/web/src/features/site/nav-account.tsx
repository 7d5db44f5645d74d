import { SITE_ROUTES } from '@netzero/content';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { SITE_COPY } from '../../content/site.copy';
import { useSession } from '../../ui/session-context';
import styles from './nav-account.module.css';
import { AccountIcon } from './nav-icons';

/**
 * The bar's account area: Login and SignUp when logged out; the dashboard icon and Logout when
 * logged in. Until the stored token has been checked it keeps its space but holds nothing.
 */
export function NavAccount({ onNavigate }: { onNavigate?: () => void }) {
  const session = useSession();
  const navigate = useNavigate();

  if (!session.checked) return <div className={styles.account} aria-hidden="true" />;

  if (session.loggedIn) {
    return (
      <div className={styles.account}>
        <NavLink
          to={SITE_ROUTES.admin}
          className={styles.icon}
          aria-label={SITE_COPY.nav.admin}
          onClick={onNavigate}
        >
          <AccountIcon />
          <span className={styles.iconText}>{SITE_COPY.nav.admin}</span>
        </NavLink>
        <button
          type="button"
          className={styles.outline}
          onClick={() => {
            session.signOut();
            onNavigate?.();
            navigate(SITE_ROUTES.home);
          }}
        >
          {SITE_COPY.nav.logout}
        </button>
      </div>
    );
  }

  return (
    <div className={styles.account}>
      <Link to={SITE_ROUTES.login} className={styles.text} onClick={onNavigate}>
        {SITE_COPY.nav.login}
      </Link>
      <Link to={SITE_ROUTES.signup} className={styles.solid} onClick={onNavigate}>
        {SITE_COPY.nav.signup}
      </Link>
    </div>
  );
}
