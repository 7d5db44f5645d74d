import type { GatewayError } from '@netzero/core';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The field errors of a 400 reply, keyed by our form's field names: the server names a field by
 * its JSON path ('events.0'), so a nested error lands on its top-level field.
 */
export function fieldErrors<F extends string>(
  error: GatewayError,
  fields: readonly F[],
): Partial<Record<F, string>> {
  if (error.kind !== 'http' || !error.errors) return {};
  const found: Partial<Record<F, string>> = {};
  for (const [path, message] of Object.entries(error.errors)) {
    const field = fields.find((name) => path === name || path.startsWith(`${name}.`));
    if (field && found[field] === undefined) found[field] = message;
  }
  return found;
}

/**
 * A form's ref and a function to call when a submit found errors: once React has drawn them,
 * focus moves to the first field marked aria-invalid (UI.md 'Forms').
 */
export function useFocusFirstInvalid() {
  const form = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return;
    form.current
      ?.querySelector<HTMLElement>('[aria-invalid="true"], [aria-invalid="true"] input')
      ?.focus();
  }, [attempt]);
  const focusInvalid = useCallback(() => setAttempt((count) => count + 1), []);
  return { form, focusInvalid };
}
