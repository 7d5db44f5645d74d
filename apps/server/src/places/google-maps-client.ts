/** How the Google adapter reaches Google Maps Platform (server side only: the key never leaves). */
export interface GoogleMapsOptions {
  readonly apiKey: string;
  /** The fetch to use; tests pass a stub. */
  readonly fetch?: typeof fetch;
  /** How long one call may take, in milliseconds (default 5,000). */
  readonly timeoutMs?: number;
  /** Base URL of the Places API (New); tests point it at a stub. */
  readonly placesUrl?: string;
  /** Base URL of the Routes API; tests point it at a stub. */
  readonly routesUrl?: string;
}

/** A Google call's outcome: the JSON body of a 2xx reply, or what went wrong. */
export type GoogleReply =
  | { readonly ok: true; readonly body: unknown }
  | { readonly ok: false; readonly status: number; readonly reason: string };

/** Default time allowed for one call to Google, in milliseconds. */
export const GOOGLE_TIMEOUT_MS = 5000;

/** Minimal JSON client for the Places and Routes APIs: key header, field mask, timeout. */
export class GoogleMapsClient {
  readonly #apiKey: string;
  readonly #fetch: typeof fetch;
  readonly #timeoutMs: number;
  readonly placesUrl: string;
  readonly routesUrl: string;

  constructor(options: GoogleMapsOptions) {
    this.#apiKey = options.apiKey;
    this.#fetch = options.fetch ?? globalThis.fetch;
    this.#timeoutMs = options.timeoutMs ?? GOOGLE_TIMEOUT_MS;
    this.placesUrl = options.placesUrl ?? 'https://places.googleapis.com/v1';
    this.routesUrl = options.routesUrl ?? 'https://routes.googleapis.com';
  }

  /** Calls `url` with the key and an optional field mask; never throws (status 0 = no reply). */
  async call(url: string, fieldMask: string | null, body?: object): Promise<GoogleReply> {
    const headers: Record<string, string> = { 'X-Goog-Api-Key': this.#apiKey };
    if (fieldMask) headers['X-Goog-FieldMask'] = fieldMask;
    if (body) headers['Content-Type'] = 'application/json';
    try {
      const response = await this.#fetch(url, {
        method: body ? 'POST' : 'GET',
        headers,
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      const text = await response.text();
      const json: unknown = text === '' ? {} : JSON.parse(text);
      if (response.ok) return { ok: true, body: json };
      return { ok: false, status: response.status, reason: googleErrorStatus(json) };
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : 'no reply';
      return { ok: false, status: 0, reason };
    }
  }
}

/** Google's error status ('INVALID_ARGUMENT', 'PERMISSION_DENIED', …) from an error body. */
function googleErrorStatus(body: unknown): string {
  const error = (body as { error?: { status?: unknown } } | null)?.error;
  return typeof error?.status === 'string' ? error.status : 'UNKNOWN';
}
