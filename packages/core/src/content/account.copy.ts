/** Copy of the account pages; every user-facing string of those pages lives here (DESIGN §3.11). */
export const ACCOUNT_COPY = {} as const;
