import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test only when test globals are on; ours are not.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom does not scroll; the shell scrolls to the top on every route change.
window.scrollTo = () => undefined;
