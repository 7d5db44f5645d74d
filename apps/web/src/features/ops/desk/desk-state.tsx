import { type GatewayError, gatewayErrorMessage } from '@netzero/core';
import { OPS_DESK_COPY } from '../../../content/ops-desk.copy';
import { Button } from '../../../ui/button';
import { LoadingState } from '../../../ui/loading-state';
import { StatusMessage } from '../../../ui/status-message';
import type { DeskLoad } from './use-desk-load';

const { common } = OPS_DESK_COPY;

/** The loading or failed state of a console load, or nothing once it is ready. */
export function DeskLoadState<T>({
  load,
  reload,
  notFound,
}: {
  load: DeskLoad<T>;
  reload: () => void;
  /** What a 404 means here (then no retry is offered). */
  notFound?: string;
}) {
  if (load.state === 'loading') return <LoadingState text={common.loading} />;
  if (load.state === 'ready') return null;
  if (notFound && isNotFound(load.error))
    return <StatusMessage tone="error">{notFound}</StatusMessage>;
  return (
    <div>
      <StatusMessage tone="error">
        {gatewayErrorMessage(load.error, common.loadFailed)}
      </StatusMessage>
      <Button variant="secondary" onClick={reload}>
        {common.retry}
      </Button>
    </div>
  );
}

const isNotFound = (error: GatewayError) => error.kind === 'http' && error.status === 404;
