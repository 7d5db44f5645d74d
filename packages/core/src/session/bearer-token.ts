const BEARER_PREFIX = /^bearer\s+/i;

/** The token without a leading 'Bearer ' (any case) and without surrounding whitespace. */
export function stripBearerPrefix(token: string): string {
  return token.trim().replace(BEARER_PREFIX, '').trim();
}

/** The Authorization header value for a token, 'Bearer <token>', whether or not it had the prefix. */
export function toAuthorizationHeader(token: string): string {
  return `Bearer ${stripBearerPrefix(token)}`;
}
