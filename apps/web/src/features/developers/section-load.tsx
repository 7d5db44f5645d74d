import { gatewayErrorMessage } from '@netzero/core';
import type { ReactNode } from 'react';
import { DEVELOPERS_COPY } from '../../content/developers.copy';
import { Button } from '../../ui/button';
import { LoadingState } from '../../ui/loading-state';
import { StatusMessage } from '../../ui/status-message';
import type { Loaded } from './use-load';

const COPY = DEVELOPERS_COPY.page;

/** A loaded list: the loading text first, the failure with Try again, else what children draw. */
export function SectionLoad<T>({
  loaded,
  children,
}: {
  loaded: Loaded<T>;
  children: (value: T) => ReactNode;
}) {
  if (loaded.value === null && loaded.error === null) return <LoadingState text={COPY.loading} />;
  return (
    <>
      {loaded.error ? (
        <StatusMessage tone="error">
          <span>
            {gatewayErrorMessage(loaded.error, COPY.loadFailed)}{' '}
            <Button variant="ghost" onClick={() => void loaded.reload()} disabled={loaded.loading}>
              {COPY.retry}
            </Button>
          </span>
        </StatusMessage>
      ) : null}
      {loaded.value === null ? null : children(loaded.value)}
    </>
  );
}
