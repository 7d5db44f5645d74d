import { type GatewayError, gatewayErrorMessage } from '@netzero/core';
import { OPS_SHARED_COPY } from '../../../content/ops-shared.copy';
import { Button } from '../../../ui/button';
import { LoadingState } from '../../../ui/loading-state';
import { StatusMessage } from '../../../ui/status-message';
import type { OpsLoad } from './use-ops-load';

/** The loading or failed state of a console load, or nothing once it is ready. */
export function OpsLoadState<T>({
  load,
  reload,
  notFound,
  loadingText = OPS_SHARED_COPY.loading,
}: {
  load: OpsLoad<T>;
  reload: () => void;
  /** What a 404 means here (then no retry is offered). */
  notFound?: string;
  /** Names what is loading when the page says so ('Loading projects…'). */
  loadingText?: string;
}) {
  if (load.state === 'loading') return <LoadingState text={loadingText} />;
  if (load.state === 'ready') return null;
  if (notFound && isNotFound(load.error))
    return <StatusMessage tone="error">{notFound}</StatusMessage>;
  return (
    <div>
      <StatusMessage tone="error">
        {gatewayErrorMessage(load.error, OPS_SHARED_COPY.loadFailed)}
      </StatusMessage>
      <Button variant="secondary" onClick={reload}>
        {OPS_SHARED_COPY.retry}
      </Button>
    </div>
  );
}

const isNotFound = (error: GatewayError) => error.kind === 'http' && error.status === 404;
