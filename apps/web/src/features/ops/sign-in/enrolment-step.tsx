import { gatewayErrorMessage, type OperatorSession, type TotpEnrolment } from '@netzero/core';
import { useEffect, useState } from 'react';
import { OPS_CONSOLE_COPY } from '../../../content/ops-console.copy';
import { OPS_SIGN_IN_COPY } from '../../../content/ops-sign-in.copy';
import { Button } from '../../../ui/button';
import { LoadingState } from '../../../ui/loading-state';
import { useOpsPort } from '../../../ui/ops-ports';
import { StatusMessage } from '../../../ui/status-message';
import { CodeForm } from './code-form';
import styles from './sign-in.module.css';

const COPY = OPS_SIGN_IN_COPY.enrol;

/** The secret in groups of 4 characters, easier to type into an app by hand. */
export function groupSecret(secret: string): string {
  return (secret.replace(/\s/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/**
 * Enrolment of the second factor: the server's QR code (as an image, so its SVG is never put into
 * the page as markup) and its secret, then a first code to confirm the app has it.
 */
export function EnrolmentStep({
  ticket,
  onSession,
  onRestart,
}: {
  ticket: string;
  onSession: (session: OperatorSession) => void;
  onRestart: () => void;
}) {
  const auth = useOpsPort('opsAuthGateway');
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // Each start makes a new secret on the server: only the reply of the last one is shown.
  useEffect(() => {
    let current = true;
    void auth.startEnrolment(ticket).then((result) => {
      if (!current) return;
      if (result.ok) setEnrolment(result.value);
      else setFailure(gatewayErrorMessage(result.error, OPS_CONSOLE_COPY.failed));
    });
    return () => {
      current = false;
    };
  }, [auth, ticket]);

  if (!enrolment)
    return failure ? (
      <>
        <StatusMessage tone="error">{failure}</StatusMessage>
        <Button variant="secondary" onClick={onRestart}>
          {OPS_SIGN_IN_COPY.startAgain}
        </Button>
      </>
    ) : (
      <LoadingState text={COPY.loading} />
    );
  return (
    <>
      <img
        className={styles.qr}
        src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qrSvg)}`}
        alt={COPY.qrAlt}
        width="200"
        height="200"
      />
      <p className={styles.secretLabel}>{COPY.secretLabel}</p>
      <p className={styles.secret} translate="no">
        {groupSecret(enrolment.secret)}
      </p>
      <CodeForm
        submitLabel={COPY.confirm}
        allowRecovery={false}
        send={(code) => auth.confirmEnrolment({ ticket, code })}
        onSession={onSession}
        onRestart={onRestart}
      />
    </>
  );
}
