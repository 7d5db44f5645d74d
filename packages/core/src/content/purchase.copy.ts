/** Copy of the purchase pages; every user-facing string of those pages lives here (DESIGN §3.11). */
export const PURCHASE_COPY = {} as const;
