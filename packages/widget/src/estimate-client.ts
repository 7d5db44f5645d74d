import type { V1Estimate } from '@netzero/contract';
import type { EstimateLines } from './estimate-lines.js';

/** What the widget needs of an estimate (the contract's reply, fields picked). */
export type WidgetEstimate = Pick<V1Estimate, 'id' | 'totalTonnes' | 'tonnesToOffset'>;

/** An estimate, or why there is none (said to the merchant's developer in the console). */
export type EstimateOutcome =
  | { readonly ok: true; readonly estimate: WidgetEstimate }
  | { readonly ok: false; readonly reason: string };

/** How long the widget waits for the API before it gives up quietly, in milliseconds. */
export const ESTIMATE_TIMEOUT_MS = 8000;

const ESTIMATE_ID = /^est_[A-Za-z0-9]{24}$/;

/**
 * POST /v1/estimates with the merchant's publishable key. Never throws: a bad key, a refused
 * line, a network failure or a reply of the wrong shape are all outcomes, so the checkout goes on.
 */
export async function requestEstimate(
  apiBase: string,
  publishableKey: string,
  lines: EstimateLines,
  signal: AbortSignal,
): Promise<EstimateOutcome> {
  try {
    const response = await fetch(`${apiBase.replace(/\/+$/, '')}/v1/estimates`, {
      method: 'POST',
      headers: { authorization: `Bearer ${publishableKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ lines }),
      signal,
      credentials: 'omit',
    });
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const message = (body as { message?: unknown } | null)?.message;
      return {
        ok: false,
        reason: `${response.status} ${typeof message === 'string' ? message : ''}`,
      };
    }
    const estimate = body as Partial<WidgetEstimate> | null;
    if (
      typeof estimate?.id !== 'string' ||
      !ESTIMATE_ID.test(estimate.id) ||
      typeof estimate.totalTonnes !== 'number' ||
      typeof estimate.tonnesToOffset !== 'number'
    ) {
      return { ok: false, reason: 'the reply is not an estimate' };
    }
    const { id, totalTonnes, tonnesToOffset } = estimate;
    return { ok: true, estimate: { id, totalTonnes, tonnesToOffset } };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
