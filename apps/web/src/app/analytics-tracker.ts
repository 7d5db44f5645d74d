import { toClickEvent } from '@netzero/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { usePort } from '../ui/port-context';

/**
 * Spec §7 'Tracking': a pageview with path and query on every route change, and a click event on
 * every click on a link or button anywhere in the page.
 */
export function AnalyticsTracker(): null {
  const analytics = usePort('analytics');
  const { pathname, search } = useLocation();

  useEffect(() => {
    analytics.pageview({ path: `${pathname}${search}` });
  }, [analytics, pathname, search]);

  useEffect(() => {
    function onClick(event: MouseEvent) {
      const element = (event.target as Element | null)?.closest?.('a, button');
      if (!element) return;
      analytics.click(
        toClickEvent({
          tagName: element.tagName,
          text: element.textContent,
          ariaLabel: element.getAttribute('aria-label'),
          href: element.getAttribute('href'),
        }),
      );
    }
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [analytics]);
  return null;
}
