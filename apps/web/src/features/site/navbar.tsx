import { SITE_ROUTES } from '@netzero/content';
import { NAV_SCROLLED_THRESHOLD_PX } from '@netzero/core';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import brandMark from '../../assets/brand-mark.svg';
import { SITE_COPY } from '../../content/site.copy';
import { BusinessMenu } from './business-menu';
import { CartLink } from './cart-link';
import { NavAccount } from './nav-account';
import { MenuIcon } from './nav-icons';
import styles from './navbar.module.css';
import { isInSection, MAIN_LINKS } from './site-links';
import { useScrolledPast } from './use-scrolled-past';

/**
 * The fixed navigation bar (spec §2). It is transparent over the home page's hero until the page
 * scrolls past the threshold, and solid everywhere else; under 960 px its links fold into a panel
 * that the menu button opens and any navigation closes.
 */
export function Navbar() {
  const location = useLocation();
  const scrolled = useScrolledPast(NAV_SCROLLED_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeMenu = () => setMenuOpen(false);
  // A followed link closes the menu at once (the next page may still be loading); so does any
  // other navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation
  useEffect(() => setMenuOpen(false), [location.key]);

  useEffect(() => {
    if (!menuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      // The Business dropdown marks the Escape it has already used.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const solid = location.pathname !== SITE_ROUTES.home || scrolled || menuOpen;
  return (
    <header className={solid ? `${styles.bar} ${styles.scrolled}` : styles.bar}>
      <div className={`container ${styles.inner}`}>
        <Link to={SITE_ROUTES.home} className={styles.brand} aria-label={SITE_COPY.brand.homeLabel}>
          <img src={brandMark} alt="" width="36" height="36" />
          <span className={styles.brandName}>{SITE_COPY.brand.name}</span>
        </Link>
        <nav
          id={panelId}
          aria-label={SITE_COPY.nav.label}
          className={menuOpen ? `${styles.panel} ${styles.open}` : styles.panel}
        >
          <ul className={styles.links}>
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                {isInSection(link, location.pathname) ? (
                  // A page inside the link's section (an article under Resources): current, but
                  // not the page itself, hence aria-current="true" rather than "page".
                  <Link
                    to={link.to}
                    className={styles.link}
                    aria-current="true"
                    onClick={closeMenu}
                  >
                    {link.label}
                  </Link>
                ) : (
                  <NavLink to={link.to} end className={styles.link} onClick={closeMenu}>
                    {link.label}
                  </NavLink>
                )}
              </li>
            ))}
            <li>
              <BusinessMenu onNavigate={closeMenu} />
            </li>
          </ul>
          <NavAccount onNavigate={closeMenu} />
        </nav>
        <div className={styles.tools}>
          <CartLink />
          <button
            ref={toggleRef}
            type="button"
            className={styles.toggle}
            aria-expanded={menuOpen}
            aria-controls={panelId}
            aria-label={menuOpen ? SITE_COPY.nav.closeMenu : SITE_COPY.nav.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <MenuIcon open={menuOpen} />
          </button>
        </div>
      </div>
    </header>
  );
}
