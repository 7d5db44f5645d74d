import { SITE_ROUTES } from '@netzero/content';
import { describe, expect, it } from 'vitest';
import { formatViolations, runAxe } from '../support/axe';
import { DESKTOP, MOBILE, useBrowser } from '../support/journey';

// Issue 18 item 4's done-when: "/Methodology renders every factor with its source; axe clean at
// 390 and 1280 px". Clean means no violation of any impact, not only the serious and critical ones
// axe.e2e.ts holds every route to.
describe('/Methodology in Chromium (issue 18 item 4)', () => {
  const journey = useBrowser();

  for (const viewport of [MOBILE, DESKTOP]) {
    it(
      `is axe clean at ${viewport.width} px, with every factor row and its source on screen`,
      journey(
        `methodology-axe-${viewport.width}`,
        async (page) => {
          await page.emulateMedia({ reducedMotion: 'reduce' });
          await page.goto(SITE_ROUTES.methodology);
          await page.getByRole('heading', { level: 1, name: 'Methodology' }).waitFor();
          const rows = page.locator('tbody tr[id]');
          expect(await rows.count()).toBe(11);
          for (const row of await rows.all()) {
            expect(await row.isVisible()).toBe(true);
            expect(await row.textContent()).toContain('NetZero Market product specification, §9');
          }
          // Nothing wider than the screen: the tables become cards rather than scroll sideways.
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow).toBe(0);
          const violations = await runAxe(page);
          expect(
            violations,
            formatViolations([
              { route: SITE_ROUTES.methodology, width: viewport.width, violations },
            ]),
          ).toEqual([]);
        },
        viewport,
      ),
    );
  }

  it(
    'opens on a factor’s row from a link to it',
    journey('methodology-hash', async (page) => {
      await page.goto(`${SITE_ROUTES.methodology}#HOTEL_TONNES_PER_NIGHT_STAR`);
      const row = page.locator('#HOTEL_TONNES_PER_NIGHT_STAR');
      await row.waitFor();
      await expect.poll(() => row.isVisible()).toBe(true);
      await expect
        .poll(() => row.evaluate((element) => element.getBoundingClientRect().top))
        .toBeLessThan(DESKTOP.height);
    }),
  );
});
