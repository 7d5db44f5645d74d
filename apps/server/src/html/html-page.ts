// The frame of every page the server renders itself (sandbox checkout, certificates): semantic
// HTML with our stylesheets from our own origin, no scripts and no inline styles (the CSP forbids
// both), and not indexed by search engines.

/** Text made safe to place in HTML, in an element or a quoted attribute. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What a server-rendered page is made of; `header` and `main` are HTML, `title` is plain text. */
export interface HtmlPage {
  readonly title: string;
  /** The page's own stylesheet, linked after the shared /assets/base.css. */
  readonly stylesheet: string;
  readonly header: string;
  readonly main: string;
  readonly mainClass?: string;
}

/** A complete HTML document for a server-rendered page. */
export function renderHtmlPage(page: HtmlPage): string {
  const mainOpen = page.mainClass ? `<main class="${escapeHtml(page.mainClass)}">` : '<main>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)}</title>
<link rel="icon" type="image/svg+xml" href="/assets/favicon.svg">
<link rel="stylesheet" href="/assets/base.css">
<link rel="stylesheet" href="${escapeHtml(page.stylesheet)}">
</head>
<body>
${page.header}
${mainOpen}
${page.main}
</main>
</body>
</html>
`;
}
