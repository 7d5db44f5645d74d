let prerenderedPath: string | null = null;

/** main.tsx calls this when it hydrates a page that the build prerendered (vite.config.ts). */
export function markPrerenderedView(pathname: string): void {
  prerenderedPath = pathname;
}

/**
 * Whether the page on screen is still the one the server sent already rendered: its content is
 * visible before any script runs, so it must not be hidden again to be revealed.
 */
export function isPrerenderedView(): boolean {
  return prerenderedPath !== null && globalThis.location?.pathname === prerenderedPath;
}
