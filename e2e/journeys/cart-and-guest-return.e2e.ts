import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PURCHASE_COPY } from '../../apps/web/src/content/purchase.copy';
import { SHOP_COPY } from '../../apps/web/src/content/shop.copy';
import { E2E_PASSWORD, type E2eAccount, signUpByApi, useSession } from '../support/accounts';
import { baseUrl } from '../support/browser';
import { useBrowser } from '../support/journey';

// Issue 18 items 8, 9 and 10: the account's cart on a fresh visit, the device's cart kept across
// a login started from checkout, and a guest's return page that shows the certificate itself.
const journey = useBrowser();

interface CatalogueProduct {
  readonly id: number;
  readonly title: string;
  readonly price: number;
}

async function catalogue(): Promise<CatalogueProduct[]> {
  const response = await fetch(`${baseUrl()}/api/products`);
  return (await response.json()) as CatalogueProduct[];
}

/** Puts a product in the account's server cart through the API (spec §7 POST /api/cart/add). */
async function addOnServer(account: E2eAccount, product: CatalogueProduct, quantity: number) {
  const response = await fetch(`${baseUrl()}/api/cart/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
    body: JSON.stringify({ productId: product.id, quantity, priceAtTime: product.price }),
  });
  expect(response.ok).toBe(true);
}

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });

describe('the cart across visits and logins, and the guest return page', () => {
  it(
    'a fresh visit with a session counts the server cart in the badge and on the dashboard',
    journey('server cart on a fresh visit', async (page) => {
      const account = await signUpByApi('badge');
      const [first, second] = await catalogue();
      if (!first || !second) throw new Error('the catalogue is empty');
      await addOnServer(account, first, 2);
      await addOnServer(account, second, 1);
      await useSession(page, account);

      await page.goto('/Resources');
      await page.waitForFunction(() =>
        [...document.querySelectorAll('header a')].some(
          (link) => link.getAttribute('aria-label')?.startsWith('Cart, 2') ?? false,
        ),
      );
      expect(await cartLink(page).innerText()).toBe('2');

      await page.goto('/Admin');
      const cartItems = page.locator('dt', { hasText: 'Cart Items' }).locator('+ dd');
      await page.waitForFunction(() =>
        [...document.querySelectorAll('dt')].some(
          (term) =>
            term.textContent === 'Cart Items' && term.nextElementSibling?.textContent === '2',
        ),
      );
      expect(await cartItems.innerText()).toBe('2');
    }),
  );

  it(
    'a login started from checkout keeps the device cart, merges it and goes on to checkout',
    journey('merge at login', async (page) => {
      const account = await signUpByApi('merge');
      const [first, second] = await catalogue();
      if (!first || !second) throw new Error('the catalogue is empty');
      await addOnServer(account, second, 1);

      // A cart kept on this device while logged out (spec §3 local cart line).
      await page.goto('/');
      await page.evaluate((line) => localStorage.setItem('cartItems', JSON.stringify([line])), {
        cartItemId: 1_700_000_000_000,
        productId: first.id,
        quantity: 3,
        price: first.price,
        title: first.title,
      });
      await page.goto('/AddToCard');
      await page.getByText(SHOP_COPY.cart.loginNote).waitFor();
      await page.getByRole('link', { name: SHOP_COPY.cart.proceed }).click();

      await page.getByRole('heading', { level: 1, name: 'Log in to your account' }).waitFor();
      await page.getByLabel('Username or e-mail').fill(account.username);
      await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
      await page.getByRole('button', { name: 'Login', exact: true }).click();

      await page.waitForURL(/\/Checkout$/i, { timeout: 10_000 });
      await page.getByRole('heading', { level: 1, name: SHOP_COPY.checkout.title }).waitFor();
      const firstRow = page.getByRole('row').filter({ hasText: first.title });
      await firstRow.waitFor();
      expect(await firstRow.innerText()).toMatch(/\b3\b/);
      await page.getByRole('row').filter({ hasText: second.title }).waitFor();
    }),
  );

  it(
    "a guest's return page links the certificate, not the dashboard, and has no empty userId",
    journey('guest certificate', async (page) => {
      const direct = PURCHASE_COPY.direct;
      await page.goto('/Purchas');
      await page.getByRole('heading', { name: direct.title }).waitFor();
      await page.getByText(direct.priceLoading).waitFor({ state: 'detached' });
      await page.getByLabel(direct.quantityLabel).fill('2');
      await page.getByLabel(direct.recipientLabel).fill('Quay Street Bakery');
      await page.getByLabel(direct.emailLabel, { exact: true }).fill('bakery@example.com');
      await page.getByText('2 t × $').waitFor();
      await page.getByRole('button', { name: direct.buyNow }).click();

      await page.waitForURL(/\/sandbox\/checkout\//);
      await page.locator('[name=cardholderName]').fill('Quay Street');
      await page.locator('[name=cardNumber]').fill('4242 4242 4242 4242');
      await page.locator('[name=expiry]').fill('12/34');
      await page.locator('[name=cvc]').fill('123');
      await page.getByRole('button', { name: /^Pay \$/ }).click();
      await page.waitForURL((url) => /\/checkout$/i.test(url.pathname));
      await page.getByText('Payment confirmed successfully!').waitFor({ timeout: 15_000 });

      expect(page.url()).not.toContain('userId=');
      const returnCopy = SHOP_COPY.paymentReturn;
      expect(await page.getByText(/in your order history/).count()).toBe(0);
      expect(await page.getByRole('link', { name: returnCopy.orderHistory }).count()).toBe(0);
      await page.getByRole('link', { name: returnCopy.certificate }).click();
      await page.waitForURL(/\/certificates\/[\w-]+$/);
      expect(await page.locator('body').innerText()).toContain('Quay Street Bakery');
    }),
  );
});
