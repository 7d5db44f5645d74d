import { describe, expect, it } from 'vitest';
import { BUSINESS_COPY } from '../../apps/web/src/content/business.copy';
import { SHOP_COPY } from '../../apps/web/src/content/shop.copy';
import { SITE_COPY } from '../../apps/web/src/content/site.copy';
import { signUpByApi, useSession } from '../support/accounts';
import { MOBILE, useBrowser } from '../support/journey';

const NAV = SITE_COPY.nav;

describe('journey 8: the site on a 390×844 phone', () => {
  const journey = useBrowser();

  it(
    'the menu toggle opens the menu, Business lists its links, following one closes the menu',
    journey(
      'mobile-menu',
      async (page) => {
        await page.goto('/');
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        const nav = page.getByRole('navigation', { name: NAV.label });

        // Folded: only the toggle shows, the links are hidden.
        const toggle = page.getByRole('button', { name: NAV.openMenu });
        await toggle.waitFor();
        expect(await toggle.getAttribute('aria-expanded')).toBe('false');
        expect(await nav.isVisible()).toBe(false);

        await toggle.click();
        const close = page.getByRole('button', { name: NAV.closeMenu });
        await close.waitFor();
        expect(await close.getAttribute('aria-expanded')).toBe('true');
        await nav.waitFor();
        for (const label of [NAV.home, NAV.carbonProjects, NAV.directInvestment, NAV.resources]) {
          expect(await nav.getByRole('link', { name: label, exact: true }).isVisible()).toBe(true);
        }

        // The Business dropdown opens inside the menu and lists its five links.
        const business = nav.getByRole('button', { name: NAV.business });
        expect(await business.getAttribute('aria-expanded')).toBe('false');
        expect(await nav.getByRole('link', { name: NAV.carbonCalculator }).isVisible()).toBe(false);
        await business.click();
        await nav.getByRole('link', { name: NAV.carbonCalculator }).waitFor();
        expect(await business.getAttribute('aria-expanded')).toBe('true');
        for (const label of [
          NAV.carbonCalculator,
          NAV.subscription,
          NAV.personalCalculator,
          NAV.travelCalculator,
          NAV.rupeeCalculator,
        ]) {
          expect(await nav.getByRole('link', { name: label, exact: true }).isVisible()).toBe(true);
        }

        // Following a link goes there and folds the menu away.
        await nav.getByRole('link', { name: NAV.carbonCalculator }).click();
        await page.waitForURL(/\/Business$/i);
        await page.getByRole('heading', { level: 1, name: BUSINESS_COPY.page.title }).waitFor();
        const reopened = page.getByRole('button', { name: NAV.openMenu });
        await reopened.waitFor();
        expect(await reopened.getAttribute('aria-expanded')).toBe('false');
        expect(await nav.isVisible()).toBe(false);

        // A top-level link closes it too.
        await reopened.click();
        await nav.getByRole('link', { name: NAV.carbonProjects, exact: true }).click();
        await page.waitForURL(/\/Carbon$/i);
        await page.getByRole('heading', { level: 1, name: SHOP_COPY.carbon.title }).waitFor();
        await nav.waitFor({ state: 'hidden' });
        expect(
          await page.getByRole('button', { name: NAV.openMenu }).getAttribute('aria-expanded'),
        ).toBe('false');
      },
      MOBILE,
    ),
  );

  it(
    'logged in, one project added from /Carbon shows 1 on the cart badge',
    journey(
      'mobile-cart-badge',
      async (page) => {
        await useSession(page, await signUpByApi('mob'));

        await page.goto('/Carbon');
        await page.getByRole('heading', { level: 1, name: SHOP_COPY.carbon.title }).waitFor();
        // An empty cart: the plain cart link, no badge.
        const emptyCart = page.getByRole('link', { name: NAV.cart, exact: true });
        await emptyCart.waitFor();
        expect(await emptyCart.innerText()).toBe('');

        const card = page.getByRole('article').filter({ hasText: 'Khasi Hills' });
        await card.getByRole('button', { name: SHOP_COPY.card.addToCart }).click();
        await page.waitForURL(/\/AddToCard$/i);
        await page.getByRole('heading', { level: 1, name: SHOP_COPY.cart.title }).waitFor();
        await page.getByRole('listitem').filter({ hasText: 'Khasi Hills' }).waitFor();

        const cart = page.getByRole('link', { name: NAV.cartWithOne });
        await cart.waitFor();
        expect((await cart.innerText()).trim()).toBe('1');
        // The badge sits in the bar itself, outside the folded menu, so it shows on a phone.
        expect(await cart.isVisible()).toBe(true);
      },
      MOBILE,
    ),
  );
});
