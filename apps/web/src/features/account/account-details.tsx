import { ACCOUNT_COPY } from '../../content/account.copy';
import styles from './account-details.module.css';

const COPY = ACCOUNT_COPY.dashboard;

/** The user's id, and the name and e-mail of their newest order once there is one. */
export function AccountDetails({
  userId,
  profile,
}: {
  userId: string;
  profile: { readonly name: string; readonly email: string } | null;
}) {
  const rows = [
    { label: COPY.userId, value: userId },
    { label: COPY.name, value: profile?.name || COPY.notYetKnown },
    { label: COPY.email, value: profile?.email || COPY.notYetKnown },
  ];
  return (
    <section className={styles.details} aria-label={COPY.userHeading}>
      <dl className={styles.list}>
        {rows.map((row) => (
          <div key={row.label} className={styles.row}>
            <dt className={styles.label}>{row.label}</dt>
            <dd className={styles.value}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
