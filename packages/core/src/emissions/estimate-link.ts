import { decodeBase64Url, encodeBase64Url } from '../shared/base64url.js';
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

/** The link code of an estimate: base64url of compact JSON `{"v":1,"l":[rows]}`, short enough for an address. */
export function encodeEstimateLink(estimate: SavedEstimate): string {
  return encodeBase64Url(
    JSON.stringify({ v: ESTIMATE_LINK_VERSION, l: estimate.lines.map(savedLineToRow) }),
  );
}

/** The estimate of a link code, or null when the code is not a valid version-1 estimate (never throws). */
export function decodeEstimateLink(code: string): SavedEstimate | null {
  const json = decodeBase64Url(code);
  if (json === null) return null;
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
