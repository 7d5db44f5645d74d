import { PLACE_SUGGESTION_DEBOUNCE_MS, type PlaceSuggestion } from '@netzero/core';
import { useEffect, useState } from 'react';
import { usePort } from '../../ui/port-context';

/** Where a suggestion lookup stands: nothing asked, answered (maybe empty), or failed. */
export type SuggestionsState =
  | { readonly status: 'idle' }
  | { readonly status: 'loaded'; readonly places: readonly PlaceSuggestion[] }
  | { readonly status: 'failed' };

const IDLE: SuggestionsState = { status: 'idle' };

/**
 * Place suggestions for what the user typed: asked PLACE_SUGGESTION_DEBOUNCE_MS after the last
 * keystroke; a reply to an older query (or after `query` went back to null) is ignored.
 */
export function usePlaceSuggestions(query: string | null): SuggestionsState {
  const places = usePort('placesGateway');
  const [state, setState] = useState<SuggestionsState>(IDLE);

  useEffect(() => {
    const text = query?.trim() ?? '';
    if (text === '') {
      setState(IDLE);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      void places.suggest(text).then((result) => {
        if (!current) return;
        setState(result.ok ? { status: 'loaded', places: result.value } : { status: 'failed' });
      });
    }, PLACE_SUGGESTION_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, places]);

  return state;
}
