import { useLayoutEffect } from 'react';

/**
 * Sets the browser tab's title while the page is shown, and puts the previous one back after.
 * A layout effect, so the title changes in the same commit as the page (tests and screen
 * readers never see the new page under the old title).
 */
export function useDocumentTitle(title: string): void {
  useLayoutEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
