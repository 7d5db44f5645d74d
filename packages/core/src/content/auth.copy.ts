/** Copy of the auth pages; every user-facing string of those pages lives here (DESIGN §3.11). */
export const AUTH_COPY = {} as const;
