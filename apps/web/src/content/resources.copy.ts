/** Copy of the resources pages; every user-facing string of those pages lives here (DESIGN §3.11). */
export const RESOURCES_COPY = {
  list: {
    eyebrow: 'Guides and insights',
    title: 'Resources',
    lead: 'Plain-language guides to carbon markets, credit quality and credible climate claims, written by the team that sources our projects.',
    listHeading: 'Articles',
    /** Shown on each card and in each article's hero; fill {minutes}. */
    readingTime: '{minutes} min read',
    /** Hidden text that finishes each card's link for screen readers; fill {title}. */
    readArticle: 'Read the article',
  },
  newsletter: {
    heading: 'Get our newsletter',
    body: 'Once a month: new projects and vintages, changes in carbon market rules, and what they mean for your climate claims. We publish it on LinkedIn, where you can subscribe in one click.',
    subscribe: 'Subscribe on LinkedIn',
    /** Read by screen readers after the button text. */
    opensNewTab: '(opens LinkedIn in a new tab)',
    url: 'https://www.linkedin.com/company/netzero-market',
  },
  article: {
    backToResources: 'All resources',
    byline: 'By the NetZero Market team',
    relatedHeading: 'Keep reading',
  },
} as const;
