// Runs axe-core over what a console page test rendered (only tests import it). jsdom lays nothing
// out, so colour contrast is left to the browser run of e2e/a11y.
import axe from 'axe-core';

/** The ids of the axe rules the document breaks. */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  // Mail HTML lives in a sandboxed frame that axe cannot (and should not) enter.
  const results = await axe.run(root, {
    iframes: false,
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
