import { escapeHtml } from '../html/html-page.js';
import type { OpenApiDocument } from './public-api-document.js';

// The API reference page: our own frame (title, the two documents, a table of contents drawn from
// the document) around Swagger UI, which draws the operations and runs "Try it out". Scripts and
// stylesheets are files from our origin; nothing comes from a CDN.

/** One OpenAPI document the reference can show. */
export interface ApiReferenceDocument {
  /** The query value that picks it (?api=…). */
  readonly id: string;
  /** Its name in the page's switch. */
  readonly label: string;
  readonly specUrl: string;
  /** Swagger UI's docExpansion: 'list' shows every operation's line, 'none' only the sections. */
  readonly expansion: 'list' | 'none';
}

type Operation = { tags?: string[]; summary?: string; operationId?: string };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Swagger UI's deep link to a section or an operation (spaces as %20, as it writes them). */
const deepLink = (...parts: string[]) =>
  `#/${parts.map((part) => part.trim().replace(/\s/g, '%20')).join('/')}`;

/** The table of contents: each tag's operations, in the document's order. */
function contents(document: OpenApiDocument): string {
  const sections = new Map<string, string[]>();
  for (const tag of document.tags ?? []) sections.set(tag.name, []);
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, raw] of Object.entries(operations)) {
      if (!METHODS.includes(method)) continue;
      const op = raw as Operation;
      const tag = op.tags?.[0] ?? 'default';
      const title = escapeHtml(op.summary ?? `${method.toUpperCase()} ${path}`);
      const href = op.operationId ? deepLink(tag, op.operationId) : deepLink(tag);
      const item = `<li><a href="${escapeHtml(href)}"><span class="verb verb-${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code><span class="summary">${title}</span></a></li>`;
      sections.set(tag, [...(sections.get(tag) ?? []), item]);
    }
  }
  return [...sections]
    .filter(([, items]) => items.length > 0)
    .map(
      ([tag, items]) =>
        `<li><a class="section" href="${escapeHtml(deepLink(tag))}">${escapeHtml(tag)}</a><ul>${items.join('')}</ul></li>`,
    )
    .join('');
}

/** The HTML of /api/docs for one of the documents, its viewer's files under `assetBase`. */
export function renderApiReferencePage(options: {
  readonly documents: readonly ApiReferenceDocument[];
  readonly current: ApiReferenceDocument;
  readonly spec: OpenApiDocument;
  readonly assetBase: string;
}): string {
  const { documents, current, spec, assetBase } = options;
  const asset = (name: string) => escapeHtml(`${assetBase}/${name}`);
  const switcher = documents
    .map(
      (doc) =>
        `<a href="/api/docs${doc === documents[0] ? '' : `?api=${escapeHtml(doc.id)}`}"${doc === current ? ' aria-current="page"' : ''}>${escapeHtml(doc.label)}</a>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(current.label)} · API reference · NetZero Market</title>
<link rel="icon" type="image/svg+xml" href="/assets/favicon.svg">
<link rel="stylesheet" href="/assets/base.css">
<link rel="stylesheet" href="${asset('swagger-ui.css')}">
<link rel="stylesheet" href="${asset('api-docs.css')}">
<script src="${asset('swagger-ui-bundle.js')}" defer></script>
<script src="${asset('api-docs.js')}" defer></script>
</head>
<body>
<header class="docs-header">
<a class="docs-brand" href="/">NetZero Market</a>
<span class="docs-kind">API reference</span>
<nav class="docs-switch" aria-label="API documents">${switcher}</nav>
</header>
<div class="docs-layout">
<nav class="docs-toc" aria-labelledby="docs-toc-title">
<details open>
<summary id="docs-toc-title">Contents</summary>
<ul>${contents(spec)}</ul>
</details>
<p class="docs-json">OpenAPI JSON: <a href="${escapeHtml(current.specUrl)}">${escapeHtml(current.specUrl)}</a></p>
</nav>
<div class="docs-main">
<div id="swagger-ui" data-spec-url="${escapeHtml(current.specUrl)}" data-doc-expansion="${current.expansion}"></div>
<noscript><p>The reference needs JavaScript; the OpenAPI document is at <a href="${escapeHtml(current.specUrl)}">${escapeHtml(current.specUrl)}</a>.</p></noscript>
</div>
</div>
</body>
</html>
`;
}
