/** The pages to measure from SITE_ROUTES and ARTICLE_PATHS, without duplicates. */
export function benchPages(
  siteRoutes: Readonly<Record<string, string>>,
  articlePaths: readonly string[],
): string[];
