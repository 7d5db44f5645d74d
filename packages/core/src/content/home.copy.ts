/** Copy of the home pages; every user-facing string of those pages lives here (DESIGN §3.11). */
export const HOME_COPY = {} as const;
