import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's impact levels, mildest first. */
export const IMPACTS = ['minor', 'moderate', 'serious', 'critical'] as const;
export type Impact = (typeof IMPACTS)[number];

/** One axe violation, reduced to what a report needs. */
export interface AxeViolation {
  readonly id: string;
  readonly impact: Impact;
  readonly help: string;
  /** The CSS selectors of the offending elements (one per node, iframes joined with ' >> '). */
  readonly targets: readonly string[];
}

/** The violations found on one route at one viewport width. */
export interface AxeRouteResult {
  readonly route: string;
  readonly width: number;
  readonly violations: readonly AxeViolation[];
}

let axeSource: string | undefined;

/** axe-core's minified source, read once from node_modules. */
function source(): string {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

/** Injects axe-core into the page (once per document) and runs it on the whole document. */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  // Evaluated rather than added as a <script>: the site's CSP (script-src 'self') refuses inline scripts.
  if (!injected) await page.evaluate(source());
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is the injected global
    const axe = (window as any).axe;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return (
      results.violations as {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: unknown[] }[];
      }[]
    ).map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'minor',
      help: violation.help,
      targets: violation.nodes.map((node) =>
        node.target
          .map((part) => (Array.isArray(part) ? part.join(' ') : String(part)))
          .join(' >> '),
      ),
    }));
  });
  return violations as AxeViolation[];
}

/** The serious and critical violations: the ones the site must not have. */
export function blocking(results: readonly AxeRouteResult[]): AxeRouteResult[] {
  return results
    .map((result) => ({
      ...result,
      violations: result.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      ),
    }))
    .filter((result) => result.violations.length > 0);
}

/** A readable list of violations: route, width, rule, impact and the offending selectors. */
export function formatViolations(results: readonly AxeRouteResult[]): string {
  const lines: string[] = [];
  for (const { route, width, violations } of results) {
    for (const violation of violations) {
      lines.push(
        `${route} @ ${width}px: ${violation.id} (${violation.impact}) ${violation.help}`,
        ...violation.targets.map((target) => `    ${target}`),
      );
    }
  }
  return lines.join('\n');
}

/** A per-route table of violation counts (number of rules violated) by impact. */
export function formatTable(results: readonly AxeRouteResult[]): string {
  const header = ['route', 'width', ...IMPACTS];
  const rows = results.map(({ route, width, violations }) => [
    route,
    String(width),
    ...IMPACTS.map((impact) => String(violations.filter((v) => v.impact === impact).length)),
  ]);
  const widths = header.map((cell, i) =>
    Math.max(cell.length, ...rows.map((row) => row[i]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}
