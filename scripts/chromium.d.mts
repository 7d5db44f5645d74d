/** The flags this machine's Chromium needs (no sandbox as root, no network beyond localhost). */
export const CHROMIUM_FLAGS: readonly string[];

/** CHROMIUM_PATH, else the chromium (or chromium-browser) on the PATH. */
export function chromiumPath(): string;
