import { escapeHtml } from '../html/html-page.js';

// Renders an OpenAPI document as one readable HTML page: semantic HTML only, no scripts or
// styles, so it stays within the strict CSP.

type OpenApiOperation = {
  summary?: string;
  description?: string;
  security?: unknown[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: unknown }> }
  >;
};

type OpenApiDocument = {
  info?: { title?: string; description?: string; version?: string };
  paths?: Record<string, Record<string, OpenApiOperation>>;
};

const json = (value: unknown): string => escapeHtml(JSON.stringify(value, null, 2));

/** The readable page of /api/docs for an OpenAPI document. */
export function renderApiDocsPage(spec: unknown): string {
  const doc = spec as OpenApiDocument;
  const sections: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(operations)) {
      const parts = [
        `<h2 id="${escapeHtml(`${method}-${path}`)}"><code>${method.toUpperCase()} ${escapeHtml(path)}</code></h2>`,
      ];
      if (op.summary) parts.push(`<p>${escapeHtml(op.summary)}</p>`);
      if (op.description) parts.push(`<p>${escapeHtml(op.description)}</p>`);
      if (op.security?.length) parts.push('<p><strong>Requires</strong> a bearer token.</p>');
      if (op.parameters?.length) {
        const rows = op.parameters
          .map(
            (p) =>
              `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td><td><pre>${json(p.schema)}</pre></td></tr>`,
          )
          .join('');
        parts.push(
          `<table><thead><tr><th>parameter</th><th>in</th><th>required</th><th>schema</th></tr></thead><tbody>${rows}</tbody></table>`,
        );
      }
      const body = op.requestBody?.content?.['application/json']?.schema;
      if (body) parts.push(`<h3>Request body</h3><pre>${json(body)}</pre>`);
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        const schema = response.content?.['application/json']?.schema;
        parts.push(`<h3>${escapeHtml(status)} ${escapeHtml(response.description ?? '')}</h3>`);
        if (schema) parts.push(`<pre>${json(schema)}</pre>`);
      }
      sections.push(`<section>${parts.join('\n')}</section>`);
    }
  }
  const title = escapeHtml(doc.info?.title ?? 'API');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body>
<main>
<h1>${title} <small>${escapeHtml(doc.info?.version ?? '')}</small></h1>
<p>${escapeHtml(doc.info?.description ?? '')}</p>
<p>Machine-readable: <a href="/api/docs/json">/api/docs/json</a> (OpenAPI 3).</p>
${sections.join('\n')}
</main>
</body>
</html>`;
}
