import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { SITE_COPY } from '../../content/site.copy';
import styles from './business-menu.module.css';
import { ChevronIcon } from './nav-icons';
import { BUSINESS_LINKS } from './site-links';

/** The links of the dropdown's list, in order. */
function listLinks(root: HTMLElement | null, listId: string): HTMLAnchorElement[] {
  return [...(root?.querySelectorAll<HTMLAnchorElement>(`[id="${listId}"] a`) ?? [])];
}

/**
 * The Business dropdown (a disclosure): the button toggles the list on click, Enter or Space;
 * Escape closes it and returns focus to the button; so do following a link and clicking outside.
 * ArrowDown opens it and moves into the list; the arrows move between its links.
 */
export function BusinessMenu({ onNavigate }: { onNavigate?: () => void }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const focusFirst = useRef(false);
  const location = useLocation();
  const links = () => listLinks(rootRef.current, listId);

  // A followed link closes the list at once; any other navigation closes it too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation
  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    if (focusFirst.current) {
      focusFirst.current = false;
      listLinks(rootRef.current, listId)[0]?.focus();
    }
    function onPointerDown(event: MouseEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    // Capture phase: the dropdown handles Escape before the mobile menu around it does.
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [open, listId]);

  function onToggleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    if (open) links()[0]?.focus();
    else {
      focusFirst.current = true;
      setOpen(true);
    }
  }

  function onLinkKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const all = links();
    const step = event.key === 'ArrowDown' ? 1 : -1;
    const next = all.indexOf(event.currentTarget) + step;
    if (next < 0) toggleRef.current?.focus();
    else all[Math.min(next, all.length - 1)]?.focus();
  }

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onKeyDown={onToggleKeyDown}
      >
        {SITE_COPY.nav.business}
        <ChevronIcon className={open ? `${styles.chevron} ${styles.turned}` : styles.chevron} />
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        {BUSINESS_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={styles.link}
              onKeyDown={onLinkKeyDown}
              onClick={() => {
                setOpen(false);
                onNavigate?.();
              }}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
