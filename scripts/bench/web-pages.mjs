// The pages `npm run bench:web` measures by default: every route a buyer reaches, the site's routes
// of packages/content (spec §2 and our calculators) and the seven articles, each once, in the
// site's order. Given the package's exports, so the script can load them after its build.

/** The pages to measure from SITE_ROUTES and ARTICLE_PATHS, without duplicates. */
export function benchPages(siteRoutes, articlePaths) {
  return [...new Set([...Object.values(siteRoutes), ...articlePaths])];
}
