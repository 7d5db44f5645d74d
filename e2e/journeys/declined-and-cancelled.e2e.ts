import { formatMessage } from '@netzero/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_COPY } from '../../apps/web/src/content/account.copy';
import { SHOP_COPY } from '../../apps/web/src/content/shop.copy';
import { signUpByApi, useSession } from '../support/accounts';
import { baseUrl } from '../support/browser';
import { E2E_RESERVATION_TTL_SECONDS } from '../support/global-setup';
import { useBrowser } from '../support/journey';

const journey = useBrowser();

/** Product 2 of the seed catalogue; journey 1 buys another one, so the stock read here is ours. */
const PRODUCT_ID = 2;
const PRODUCT_TITLE = 'Grouped water purification in West Bengal';

async function availableTonnes(): Promise<number> {
  const response = await fetch(`${baseUrl()}/api/products`);
  expect(response.ok).toBe(true);
  const body = (await response.json()) as unknown;
  const list = (Array.isArray(body) ? body : (body as { data: unknown[] }).data) as {
    id: number;
    availableTonnes: number;
  }[];
  const product = list.find((entry) => entry.id === PRODUCT_ID);
  if (!product) throw new Error(`product ${PRODUCT_ID} is not in GET /api/products`);
  return product.availableTonnes;
}

/** Polls GET /api/products until the stock is `expected`; returns the seconds it took. */
async function waitForTonnes(expected: number, timeoutMs: number): Promise<number> {
  const started = Date.now();
  let last = await availableTonnes();
  while (last !== expected) {
    if (Date.now() - started > timeoutMs)
      throw new Error(`availableTonnes stayed ${last}, expected ${expected}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
    last = await availableTonnes();
  }
  return (Date.now() - started) / 1000;
}

/** Adds the product from /Carbon and opens the sandbox checkout from the cart; returns its URL. */
async function openCheckout(page: Page): Promise<string> {
  await page.goto('/Carbon');
  const card = page.getByRole('article').filter({ hasText: PRODUCT_TITLE });
  await card.getByRole('button', { name: SHOP_COPY.card.addToCart }).click();
  await page.waitForURL(/\/AddToCard$/i);
  await page.getByRole('listitem').filter({ hasText: PRODUCT_TITLE }).waitFor();
  await page.getByRole('link', { name: SHOP_COPY.cart.proceed }).click();
  await page.waitForURL(/\/Checkout$/i);
  await page.getByRole('button', { name: SHOP_COPY.checkout.buyNow }).click();
  await page.waitForURL(/\/sandbox\/checkout\//);
  await page.getByRole('button', { name: /^Pay \$/ }).waitFor();
  return page.url();
}

/** The /Admin row of this product's order, and its status text. */
async function orderStatus(page: Page): Promise<string> {
  await page.goto('/Admin');
  const row = page.getByRole('row').filter({ hasText: PRODUCT_TITLE });
  await row.waitFor();
  expect(await row.count()).toBe(1);
  return row.innerText();
}

describe('journey 2: a declined card, Cancel, and the reservation expiring', () => {
  it(
    'shows the decline on the sandbox page; Cancel returns unpaid; the tonnes come back',
    journey('declined and cancelled', async (page) => {
      await useSession(page, await signUpByApi('dee'));
      const before = await availableTonnes();

      await openCheckout(page);
      // The open checkout holds the tonne.
      expect(await availableTonnes()).toBe(before - 1);
      expect(await page.locator('main').innerText()).toContain(PRODUCT_TITLE);

      // The declined test card: the decline message, still on the sandbox page, nothing paid.
      await page.locator('[name=cardholderName]').fill('Dee Clined');
      await page.locator('[name=cardNumber]').fill('4000 0000 0000 0002');
      await page.locator('[name=expiry]').fill('12/34');
      await page.locator('[name=cvc]').fill('123');
      await page.getByRole('button', { name: /^Pay \$/ }).click();
      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect((await alert.innerText()).trim()).toBe(formatMessage('SANDBOX.CARD_DECLINED'));
      expect(formatMessage('SANDBOX.CARD_DECLINED')).toBe(
        'Your card was declined. Try another card.',
      );
      expect(page.url()).toMatch(/\/sandbox\/checkout\//);
      expect(await availableTonnes()).toBe(before - 1);

      // Cancel: back on the site, which says the payment did not complete.
      await page.getByRole('button', { name: 'Cancel and return to NetZero Market' }).click();
      await page.waitForURL((url) => url.origin === baseUrl() && /\/checkout$/i.test(url.pathname));
      await page.getByText('Payment not completed.').waitFor({ timeout: 15_000 });
      expect(await page.getByText('Payment confirmed successfully!').count()).toBe(0);

      // The order is not paid.
      const row = await orderStatus(page);
      expect(row).not.toContain(ACCOUNT_COPY.orders.statuses.PAID);
      expect(row).toMatch(/Pending|Cancelled|Expired|Failed/);
      expect(row).not.toContain(ACCOUNT_COPY.orders.certificateLink);

      // The tonne is back (at the latest once the reservation has expired and the sweeper ran).
      await waitForTonnes(before, (E2E_RESERVATION_TTL_SECONDS + 4) * 1000);
    }),
  );

  it(
    'an abandoned checkout gives its tonnes back once the reservation expires; paying later takes them again',
    journey('abandoned checkout, paid late', async (page) => {
      await useSession(page, await signUpByApi('abe'));
      const before = await availableTonnes();

      const checkoutUrl = await openCheckout(page);
      const opened = Date.now();
      expect(await availableTonnes()).toBe(before - 1);

      // Nobody pays or cancels: ~8 s later the sweeper releases the tonne.
      await waitForTonnes(before, (E2E_RESERVATION_TTL_SECONDS + 6) * 1000);
      const seconds = (Date.now() - opened) / 1000;
      expect(seconds).toBeGreaterThan(E2E_RESERVATION_TTL_SECONDS / 2);
      expect(await orderStatus(page)).toContain(ACCOUNT_COPY.orders.statuses.EXPIRED);

      // Like Stripe's, the sandbox session outlives the reservation: the buyer pays late, and the
      // tonne is taken again and retired (DESIGN §5: a late payment is fulfilled or refunded).
      await page.goto(checkoutUrl);
      await page.locator('[name=cardholderName]').fill('Abe Late');
      await page.locator('[name=cardNumber]').fill('4242 4242 4242 4242');
      await page.locator('[name=expiry]').fill('12/34');
      await page.locator('[name=cvc]').fill('123');
      await page.getByRole('button', { name: /^Pay \$/ }).click();
      await page.waitForURL((url) => url.origin === baseUrl() && /\/checkout$/i.test(url.pathname));
      await page.getByText('Payment confirmed successfully!').waitFor({ timeout: 15_000 });
      expect(await availableTonnes()).toBe(before - 1);
      const row = await orderStatus(page);
      expect(row).toContain(ACCOUNT_COPY.orders.statuses.PAID);
      expect(row).toContain(ACCOUNT_COPY.orders.certificateLink);
    }),
  );
});
