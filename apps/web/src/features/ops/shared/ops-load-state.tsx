import { type GatewayError, gatewayErrorMessage } from '@netzero/core';
import { OPS_SHARED_COPY } from '../../../content/ops-shared.copy';
import { Button } from '../../../ui/button';
import { LoadingState } from '../../../ui/loading-state';
import { StatusMessage } from '../../../ui/status-message';
import styles from './ops-section.module.css';
import type { OpsLoad } from './use-ops-load';

/**
 * The loading or failed state of a console load; once it is ready, 'Nothing here.' when `isEmpty`
 * says so (every list words an empty result alike), else nothing.
 */
export function OpsLoadState<T>({
  load,
  reload,
  notFound,
  loadingText = OPS_SHARED_COPY.loading,
  isEmpty,
}: {
  load: OpsLoad<T>;
  reload: () => void;
  /** What a 404 means here (then no retry is offered). */
  notFound?: string;
  /** Names what is loading when the page says so ('Loading projects…'). */
  loadingText?: string;
  isEmpty?: (value: T) => boolean;
}) {
  if (load.state === 'loading') return <LoadingState text={loadingText} />;
  if (load.state === 'ready')
    return isEmpty?.(load.value) ? <p className={styles.meta}>{OPS_SHARED_COPY.none}</p> : null;
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
