import type { Locator, Page } from 'playwright-core';

/** Most Tab presses tabTo makes before it gives up (the longest page, /Carbon, needs about 60). */
const MAX_TABS = 200;

/**
 * Presses Tab until `target` has the focus, as a keyboard user would move through the page, and
 * fails when it never does (the element is not reachable by keyboard).
 */
export async function tabTo(page: Page, target: Locator, what: string): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${what} was not reached with ${MAX_TABS} presses of Tab`);
}

/** Tabs to a field and types into it. */
export async function tabAndType(
  page: Page,
  field: Locator,
  text: string,
  what: string,
): Promise<void> {
  await tabTo(page, field, what);
  await page.keyboard.type(text);
}
