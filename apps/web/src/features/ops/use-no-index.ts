import { useLayoutEffect } from 'react';

/**
 * Asks search engines not to index the page while the console is shown: the console is never
 * prerendered, so this tag, added in the browser, is the one a crawler that runs scripts sees.
 */
export function useNoIndex(): void {
  useLayoutEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
