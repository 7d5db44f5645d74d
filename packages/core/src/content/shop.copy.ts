/** Copy of the shop pages; every user-facing string of those pages lives here (DESIGN §3.11). */
export const SHOP_COPY = {} as const;
