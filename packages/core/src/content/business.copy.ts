/** Copy of the business pages; every user-facing string of those pages lives here (DESIGN §3.11). */
export const BUSINESS_COPY = {} as const;
