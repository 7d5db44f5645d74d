import { useEffect, useId, useRef, useState } from 'react';
import { DEVELOPERS_COPY } from '../../content/developers.copy';
import { Button } from '../../ui/button';
import styles from './one-time-secret.module.css';

const COPY = DEVELOPERS_COPY.secret;

/**
 * A secret the server shows this once (an API key, a signing secret): in a read-only field with a
 * Copy button and the notice that it will not be shown again. Focus moves to its heading so a
 * screen reader reads the notice first.
 */
export function OneTimeSecret({
  heading,
  notice,
  label,
  secret,
  onDone,
}: {
  heading: string;
  notice: string;
  label: string;
  secret: string;
  onDone: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const inputId = useId();
  const noticeId = useId();

  useEffect(() => headingRef.current?.focus(), []);

  async function copy() {
    inputRef.current?.select();
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(COPY.copied);
    } catch {
      // No clipboard (an insecure origin, a refused permission): the text is selected instead.
      setCopied(COPY.copyFailed);
    }
  }

  return (
    <section className={styles.panel} aria-labelledby={`${inputId}-heading`}>
      <h3 id={`${inputId}-heading`} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {heading}
      </h3>
      <p id={noticeId} className={styles.notice}>
        <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
          <circle cx="8" cy="8" r="7" fill="currentColor" />
          <path d="M8 4v5M8 11.2v.8" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        {notice}
      </p>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          ref={inputRef}
          className={styles.secret}
          value={secret}
          readOnly
          spellCheck={false}
          aria-describedby={noticeId}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {COPY.copy}
        </Button>
      </div>
      <p className={styles.copied} role="status" aria-live="polite">
        {copied}
      </p>
      <Button variant="ghost" onClick={onDone}>
        {COPY.done}
      </Button>
    </section>
  );
}
