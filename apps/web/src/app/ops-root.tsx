import { useState } from 'react';
import { OpsConsole } from '../features/ops/ops-console';
import { OpsPortProvider } from '../ui/ops-ports';
import { createOpsContainer } from './ops-container';

/**
 * The console's root, loaded with its own chunk by the /ops/* route: it makes the console's
 * container once (its adapters never reach the shop's bundles) and renders the console in it.
 */
export function OpsRoot() {
  const [container] = useState(() =>
    createOpsContainer({ apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '' }, window),
  );
  return (
    <OpsPortProvider container={container}>
      <OpsConsole />
    </OpsPortProvider>
  );
}
