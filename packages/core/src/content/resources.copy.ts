/** Copy of the resources pages; every user-facing string of those pages lives here (DESIGN §3.11). */
export const RESOURCES_COPY = {} as const;
