// The OpenAPI document of the public API alone (/v1/openapi.json): the /v1 routes and the
// dashboard's Developers routes, cut from the whole app's document with only the components they
// use, and introduced the way a developer needs (auth, modes, idempotency, errors).

/** The parts of an OpenAPI 3 document this module reads and writes. */
export interface OpenApiDocument {
  readonly openapi?: string;
  readonly info?: { title?: string; version?: string; description?: string };
  readonly tags?: readonly { name: string; description?: string }[];
  readonly paths?: Record<string, Record<string, { tags?: string[] }>>;
  readonly components?: {
    schemas?: Record<string, unknown>;
    securitySchemes?: Record<string, unknown>;
  };
  readonly [key: string]: unknown;
}

/** Whether a path belongs to the public API's document. */
export const isPublicApiPath = (path: string) =>
  path.startsWith('/v1/') || path.startsWith('/api/developers');

/** The title the API reference shows for the public API. */
export const PUBLIC_API_TITLE = 'NetZero public API (/v1)';

/** What a developer reads first: how to call the API, in short. */
export const PUBLIC_API_DESCRIPTION = `Estimate emissions, order verified carbon credits and follow each order to its public certificate.

**Authentication.** Send \`Authorization: Bearer <key>\` with a key from Dashboard → Developers. Secret keys (\`nzk_test_…\`, \`nzk_live_…\`) call every route: keep them on your server. Publishable keys (\`nzpk_test_…\`, \`nzpk_live_…\`) can only create estimates and are safe in a browser (the \`<netzero-offset>\` checkout widget). A site session token is not an API key. The Developers routes take the dashboard's session instead.

**Test and live mode.** The key's mode decides: test orders never charge and are fulfilled from a test ledger (their certificates say so); live orders draw from the account's prepaid balance (402 when it is too low). One mode never sees the other's objects.

**Idempotency.** Send \`Idempotency-Key: <unique string>\` with a POST: a retry with the same key and body answers the first result; the same key with another body answers 409.

**Rate limits.** Each key has its quota; answers carry the IETF \`RateLimit-Policy\` and \`RateLimit\` headers, and 429 comes with \`Retry-After\`.

**Errors.** Every 4xx is JSON \`{"message": "…", "errors": {"field": "…"}}\`: 400 invalid input (with per-field errors), 401 no or unknown key, 402 balance too low, 403 a publishable key on a secret route, 404 unknown id (or the other mode's), 409 idempotency conflict or a state that forbids the call, 429 too many calls.

**Try it.** Press **Authorize**, paste a test key (\`nzk_test_…\`), open a call and press **Try it out**: test mode never charges.`;

/** Every `#/components/schemas/…` name the value refers to, directly. */
function schemaRefs(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) schemaRefs(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string' && item.startsWith('#/components/schemas/')) {
        into.add(item.slice('#/components/schemas/'.length));
      } else schemaRefs(item, into);
    }
  }
}

/** The public API's document, cut from the whole app's. */
export function publicApiDocument(whole: OpenApiDocument): OpenApiDocument {
  const paths = Object.fromEntries(
    Object.entries(whole.paths ?? {}).filter(([path]) => isPublicApiPath(path)),
  );
  // The components the kept operations use, and the ones those use in turn.
  const all = whole.components?.schemas ?? {};
  const used = new Set<string>();
  schemaRefs(paths, used);
  for (const name of used) schemaRefs(all[name], used);
  const schemas = Object.fromEntries(Object.entries(all).filter(([name]) => used.has(name)));
  const tagNames = new Set(
    Object.values(paths)
      .flatMap((ops) => Object.values(ops))
      .flatMap((op) => op.tags ?? []),
  );
  const { apiKey, bearer } = whole.components?.securitySchemes ?? {};
  return {
    openapi: whole.openapi,
    info: {
      title: PUBLIC_API_TITLE,
      version: whole.info?.version ?? '1',
      description: PUBLIC_API_DESCRIPTION,
    },
    // The /v1 tags first, in the order routes registered them; Developers (the dashboard) last.
    tags: [...tagNames]
      .sort((a, b) => Number(a === 'Developers') - Number(b === 'Developers'))
      .map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { apiKey, bearer },
      ...(Object.keys(schemas).length > 0 ? { schemas } : {}),
    },
  };
}
