import { lazy, Suspense } from 'react';

// The /ops/* route loads this small module, which then loads the console: the list of the
// console's chunks (its root, pages, styles) lives here, not in the shop's entry script, which
// every buyer downloads.
const OpsRoot = lazy(() => import('./ops-root').then(({ OpsRoot }) => ({ default: OpsRoot })));

/** The operator console, loaded on demand. */
export function OpsEntry() {
  return (
    <Suspense fallback={null}>
      <OpsRoot />
    </Suspense>
  );
}
