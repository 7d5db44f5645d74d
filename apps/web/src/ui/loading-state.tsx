import styles from './loading-state.module.css';

/**
 * A spinner with the text that says what is loading; announced politely. `fill` keeps a screen's
 * height, for a whole page that is loading: the footer stays below the fold instead of showing
 * under the spinner and then being pushed down by the page (a layout shift).
 */
export function LoadingState({ text, fill = false }: { text: string; fill?: boolean }) {
  return (
    <div
      className={fill ? `${styles.loading} ${styles.fill}` : styles.loading}
      role="status"
      aria-live="polite"
    >
      <span className={styles.spinner} aria-hidden="true" />
      {text}
    </div>
  );
}
