import { SITE_ROUTES } from '@netzero/content';
import { gatewayErrorMessage, type MessageCode } from '@netzero/core';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_COPY } from '../../content/account.copy';
import { Button } from '../../ui/button';
import { usePort } from '../../ui/port-context';
import { useSession } from '../../ui/session-context';
import { StatusMessage } from '../../ui/status-message';
import { DeleteAccountModal } from './delete-account-modal';
import styles from './security-section.module.css';

const COPY = ACCOUNT_COPY.security;

/**
 * The dashboard's Security area: log out on every device, and delete the account (asked in a
 * dialog with the password). Either ends the session here too and goes to /Login with its message.
 */
export function SecuritySection() {
  const account = usePort('accountGateway');
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();

  // To /Login (spec §2; the spec's §6 writes /login, the same page), where it also goes once it sees the session end.
  function leave(notice: MessageCode) {
    signOut(notice);
    navigate(SITE_ROUTES.login);
  }

  async function logoutEverywhere() {
    setWorking(true);
    setFailure(null);
    const reply = await account.logoutEverywhere();
    if (reply.ok) return leave('ACCOUNT.LOGGED_OUT_EVERYWHERE');
    setWorking(false);
    setFailure(gatewayErrorMessage(reply.error, COPY.logoutFailed));
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {COPY.heading}
      </h2>
      <StatusMessage tone="error">{failure}</StatusMessage>
      <div className={styles.panel}>
        <div className={styles.row}>
          <div className={styles.text}>
            <h3 className={styles.title}>{COPY.logoutTitle}</h3>
            <p className={styles.body}>{COPY.logoutBody}</p>
          </div>
          <Button
            variant="secondary"
            className={styles.action}
            onClick={() => void logoutEverywhere()}
            disabled={working}
            aria-busy={working || undefined}
          >
            {COPY.logout}
          </Button>
        </div>
        <div className={styles.row}>
          <div className={styles.text}>
            <h3 className={styles.title}>{COPY.deleteTitle}</h3>
            <p className={styles.body}>{COPY.deleteBody}</p>
          </div>
          <Button
            variant="secondary"
            className={`${styles.action} ${styles.danger}`}
            onClick={() => {
              setFailure(null);
              setConfirming(true);
            }}
            disabled={working}
          >
            {COPY.delete}
          </Button>
        </div>
      </div>
      {confirming ? (
        <DeleteAccountModal
          onDelete={(password) => account.deleteAccount({ password })}
          onClose={(deleted) => {
            if (!deleted) {
              setConfirming(false);
              return;
            }
            leave('ACCOUNT.DELETED');
          }}
        />
      ) : null}
    </section>
  );
}
