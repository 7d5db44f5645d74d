import styles from './loading-state.module.css';

/** A spinner with the text that says what is loading; announced politely. */
export function LoadingState({ text }: { text: string }) {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      {text}
    </div>
  );
}
