import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test only when test globals are on; ours are not.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom does not scroll; the shell scrolls to the top on every route change.
window.scrollTo = () => undefined;

// findBy*/waitFor wait up to 5 s: lazy pages load slower when the whole suite (PGlite included)
// shares this 2-core machine.
configure({ asyncUtilTimeout: 5000 });
