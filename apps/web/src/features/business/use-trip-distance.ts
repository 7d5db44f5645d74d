import { gatewayErrorMessage, roundHalfAwayFromZero, type TourismTransport } from '@netzero/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { BUSINESS_COPY } from '../../content/business.copy';
import { usePort } from '../../ui/port-context';

/** Where the distance lookup of a trip stands. */
export type DistanceState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string };

const IDLE: DistanceState = { status: 'idle' };

// Whole kilometres read best; short hops keep one decimal so that they do not round to 0.
function kmText(km: number): string {
  return String(roundHalfAwayFromZero(km, km < 10 ? 1 : 0));
}

/**
 * Asks the distance service once a trip has a transport and two picked places, and hands the
 * kilometres to onDistance; a reply for places or a transport no longer chosen is ignored.
 * Returns the lookup's state and a function that clears a failure (the user typed the km).
 */
export function useTripDistance(
  transport: TourismTransport | null,
  fromId: string | null,
  toId: string | null,
  onDistance: (km: string) => void,
): readonly [DistanceState, () => void] {
  const places = usePort('placesGateway');
  const [state, setState] = useState<DistanceState>(IDLE);
  const report = useRef(onDistance);
  report.current = onDistance;

  useEffect(() => {
    if (transport === null || fromId === null || toId === null) {
      setState(IDLE);
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    void places.distance({ from: fromId, to: toId, mode: transport }).then((result) => {
      if (!current) return;
      if (result.ok && Number.isFinite(result.value.km) && result.value.km > 0) {
        setState(IDLE);
        report.current(kmText(result.value.km));
      } else {
        const fallback = BUSINESS_COPY.estimator.distance.failed;
        setState({
          status: 'failed',
          message: result.ok ? fallback : gatewayErrorMessage(result.error, fallback),
        });
      }
    });
    return () => {
      current = false;
    };
  }, [places, transport, fromId, toId]);

  const clearFailure = useCallback(
    () => setState((current) => (current.status === 'failed' ? IDLE : current)),
    [],
  );
  return [state, clearFailure] as const;
}
