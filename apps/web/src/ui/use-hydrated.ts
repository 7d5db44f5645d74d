import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates that markup, true from the render
 * after hydration on (and at once in a browser render): a view the server cannot know, such as one
 * that needs the session kept in the browser's storage, renders only when this is true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
