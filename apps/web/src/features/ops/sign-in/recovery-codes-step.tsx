import { useState } from 'react';
import { OPS_SIGN_IN_COPY } from '../../../content/ops-sign-in.copy';
import { Button } from '../../../ui/button';
import { useOpsPort } from '../../../ui/ops-ports';
import { StatusMessage } from '../../../ui/status-message';
import styles from './sign-in.module.css';

const COPY = OPS_SIGN_IN_COPY.recovery;

/**
 * The recovery codes, shown once after enrolment: copy or download them, then go on. The server
 * keeps only their hashes, so this is the operator's only chance to keep them.
 */
export function RecoveryCodesStep({
  codes,
  onDone,
}: {
  codes: readonly string[];
  onDone: () => void;
}) {
  const downloader = useOpsPort('fileDownloader');
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const text = [COPY.fileHeader, '', ...codes, ''].join('\n');

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setNotice({ tone: 'success', text: COPY.copied });
    } catch {
      setNotice({ tone: 'error', text: COPY.copyFailed });
    }
  }

  return (
    <>
      <ol className={styles.codes} aria-label={COPY.listLabel} translate="no">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void copy()}>
          {COPY.copy}
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            downloader.save({
              name: COPY.fileName,
              type: 'text/plain;charset=utf-8',
              content: text,
            })
          }
        >
          {COPY.download}
        </Button>
      </div>
      <StatusMessage tone={notice?.tone ?? 'success'}>{notice?.text}</StatusMessage>
      <div className={styles.actions}>
        <Button block onClick={onDone}>
          {COPY.done}
        </Button>
      </div>
    </>
  );
}
