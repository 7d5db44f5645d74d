/** The modes of the public API: test never charges and never touches real stock; live does. */
export const API_MODES = ['test', 'live'] as const;

/** A key's (and each of its rows') mode. */
export type ApiMode = (typeof API_MODES)[number];
