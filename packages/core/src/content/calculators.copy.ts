/** Copy of the calculators pages; every user-facing string of those pages lives here (DESIGN §3.11). */
export const CALCULATORS_COPY = {} as const;
