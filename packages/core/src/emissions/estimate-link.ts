import {
  SAVED_ESTIMATE_MAX_LINES,
  type SavedEstimate,
  type SavedEstimateLine,
  savedLineFromRow,
  savedLineToRow,
} from './saved-estimate.js';

/** The query parameter that carries a kept estimate in the /Business address. */
export const ESTIMATE_LINK_PARAM = 'e';

/** The format version written; a link of another version is ignored, not misread. */
export const ESTIMATE_LINK_VERSION = 1;

/**
 * The text of an estimate's link: compact JSON `{"v":1,"l":[rows]}`, short enough for an address
 * once the address adapter has made it URL-safe (base64url), and kept as is in local storage.
 */
export function encodeEstimateLink(estimate: SavedEstimate): string {
  return JSON.stringify({ v: ESTIMATE_LINK_VERSION, l: estimate.lines.map(savedLineToRow) });
}

/** The estimate of a link's text, or null when it is not a valid version-1 estimate (never throws). */
export function decodeEstimateLink(json: string): SavedEstimate | null {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { v, l } = data as { v?: unknown; l?: unknown };
  if (v !== ESTIMATE_LINK_VERSION || !Array.isArray(l) || l.length > SAVED_ESTIMATE_MAX_LINES)
    return null;
  const lines: SavedEstimateLine[] = [];
  for (const row of l) {
    const line = savedLineFromRow(row);
    // One bad line voids the estimate: a partial restore would show a different total.
    if (line === null) return null;
    lines.push(line);
  }
  return { lines };
}
