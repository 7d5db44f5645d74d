import { ARTICLE_PATHS, SITE_ROUTES } from '@netzero/content';
import { SITE_COPY } from '../../content/site.copy';

/** A link of the site frame: where it goes and what it says. */
export interface SiteLink {
  readonly to: string;
  readonly label: string;
  /** Further pages that belong under this link, so it shows as current there too. */
  readonly section?: readonly string[];
}

/** The navigation bar's top-level links, in order (spec §2 'Navigation bar'). */
export const MAIN_LINKS: readonly SiteLink[] = [
  { to: SITE_ROUTES.home, label: SITE_COPY.nav.home },
  { to: SITE_ROUTES.carbon, label: SITE_COPY.nav.carbonProjects },
  { to: SITE_ROUTES.invest, label: SITE_COPY.nav.directInvestment },
  { to: SITE_ROUTES.resources, label: SITE_COPY.nav.resources, section: ARTICLE_PATHS },
];

/** Whether pathname is one of link's section pages, ignoring case and one trailing slash. */
export function isInSection(link: SiteLink, pathname: string): boolean {
  const path = (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname).toLowerCase();
  return link.section?.some((page) => page.toLowerCase() === path) ?? false;
}

/** The Business dropdown's links. */
export const BUSINESS_LINKS: readonly SiteLink[] = [
  { to: SITE_ROUTES.business, label: SITE_COPY.nav.carbonCalculator },
  { to: SITE_ROUTES.subscription, label: SITE_COPY.nav.subscription },
  { to: SITE_ROUTES.personalCalculator, label: SITE_COPY.nav.personalCalculator },
  { to: SITE_ROUTES.travelCalculator, label: SITE_COPY.nav.travelCalculator },
  { to: SITE_ROUTES.rupeeCalculator, label: SITE_COPY.nav.rupeeCalculator },
];

/** The footer's business links: the dropdown's, then how the estimates are made (issue 18 item 4). */
export const FOOTER_BUSINESS_LINKS: readonly SiteLink[] = [
  ...BUSINESS_LINKS,
  { to: SITE_ROUTES.methodology, label: SITE_COPY.nav.methodology },
];
