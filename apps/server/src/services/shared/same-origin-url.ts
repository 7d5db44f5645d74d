/**
 * `requested` as a URL when it is on the site's own origin, else null: the one rule that keeps
 * every return page of a hosted checkout from being an open redirect. Relative paths resolve
 * against the site; '//evil.example', 'javascript:' or another port get another origin.
 */
export function sameOriginUrl(publicUrl: string, requested: string | null | undefined): URL | null {
  if (requested === null || requested === undefined || requested.trim() === '') return null;
  const site = new URL(publicUrl);
  try {
    const url = new URL(requested.trim(), `${site.origin}/`);
    return url.origin === site.origin ? url : null;
  } catch {
    return null;
  }
}
