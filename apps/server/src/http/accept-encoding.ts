/** The content codings the server sends, best first. */
export type ContentCoding = 'br' | 'gzip';

const PREFERENCE: readonly ContentCoding[] = ['br', 'gzip'];

/**
 * The coding to answer with for an Accept-Encoding header (RFC 9110 §12.5.3): the client's highest
 * q-value among br and gzip, ties going to br; `*` stands for any coding not named; q=0 refuses.
 * Null when the client accepts neither, or sent no header (then it gets the identity).
 */
export function pickContentCoding(header: string | string[] | undefined): ContentCoding | null {
  if (header === undefined) return null;
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(name.trim() === 'x-gzip' ? 'gzip' : name.trim(), Number.isNaN(weight) ? 0 : weight);
  }
  let best: ContentCoding | null = null;
  let bestWeight = 0;
  for (const coding of PREFERENCE) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}
