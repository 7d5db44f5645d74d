/** Copy of the invest pages; every user-facing string of those pages lives here (DESIGN §3.11). */
export const INVEST_COPY = {} as const;
