import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/journey';
import { tabAndType, tabTo } from '../support/keyboard';

const PASSWORD = 'correct-horse-9';

describe('journey 1: from a logged-out add to a certificate', () => {
  const journey = useBrowser();

  it(
    'adds a project logged out, signs up, logs in, checks out with 4242… and finds the certificate',
    journey('purchase', async (page) => {
      const username = `ana${Date.now() % 1_000_000}`;

      // Logged out, Add to Cart keeps the item and asks for a login.
      await page.goto('/Carbon');
      const firstCard = page.getByRole('article').filter({ hasText: 'Khasi Hills' });
      await firstCard.getByRole('button', { name: /Add to Cart/ }).click();
      await page.getByRole('heading', { level: 1, name: 'Log in to your account' }).waitFor();
      await page.getByRole('link', { name: 'Sign up' }).click();
      // The old page stays on screen until the new page's chunk has loaded: wait for the new one.
      await page.getByRole('heading', { level: 1, name: 'Sign up' }).waitFor();
      await page.getByLabel('Username', { exact: true }).fill(username);
      await page.getByLabel('Email').fill(`${username}@example.com`);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await page.getByText('Signup successful! Redirecting to login...').waitFor();
      await page.waitForURL(/\/Login$/i, { timeout: 5000 });
      await page.getByRole('heading', { level: 1, name: 'Log in to your account' }).waitFor();
      await page.getByLabel('Username or e-mail').fill(username);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByText('Successfully logged in! Redirecting...').waitFor();
      // The pending item waited for the login: the user lands on the cart with it.
      await page.waitForURL(/\/AddToCard$/i, { timeout: 5000 });
      const line = page.getByRole('listitem').filter({ hasText: 'Khasi Hills' });
      await line.waitFor();

      await line.getByRole('button', { name: /^Add one tonne/ }).click();
      await line.getByRole('button', { name: /^Add one tonne/ }).click();
      await page.waitForFunction(() => document.body.innerText.includes('$30.00'));
      await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
      await page.waitForURL(/\/Checkout$/i);
      await page.getByRole('button', { name: 'Buy Now' }).click();

      await page.waitForURL(/\/sandbox\/checkout\//);
      expect(await page.locator('main').innerText()).toContain('$30.00');
      await page.locator('[name=cardholderName]').fill('Ana Tester');
      await page.locator('[name=cardNumber]').fill('4242 4242 4242 4242');
      await page.locator('[name=expiry]').fill('12/34');
      await page.locator('[name=cvc]').fill('123');
      await page.getByRole('button', { name: /^Pay/ }).click();

      await page.waitForURL(/\/checkout\?orderId=\d+&userId=\d+&session_id=cs_sandbox_/);
      await page.getByText('Payment confirmed successfully!').waitFor({ timeout: 15_000 });

      await page.goto('/Admin');
      const row = page.getByRole('row').filter({ hasText: 'Khasi Hills' });
      await row.waitFor();
      expect(await row.innerText()).toMatch(/Paid/);
      const certificate = page.getByRole('link', { name: /certificate/i }).first();
      const href = await certificate.getAttribute('href');
      expect(href).toMatch(/\/certificates\//);

      await page.goto(href ?? '');
      const text = await page.locator('main').innerText();
      expect(await page.title()).toContain('3 tonnes CO2');
      expect(text).toContain('Khasi Hills');
      // The serial range of three tonnes, NZM-<product>-<vintage>-<first>-<last>, last = first + 2.
      const range = text.match(/NZM-\d+-\d{4}-(\d{7})-(\d{7})/);
      expect(range).not.toBeNull();
      const [first, last] = [Number(range?.[1]), Number(range?.[2])];
      expect(last - first).toBe(2);
    }),
  );
});

describe('journey 1 with the keyboard only', () => {
  const journey = useBrowser();

  it(
    'reaches every control of the purchase with Tab, and uses it with Enter, Space or typing',
    journey('purchase keyboard', async (page) => {
      const username = `key${Date.now() % 1_000_000}`;
      const press = (key: string) => page.keyboard.press(key);

      await page.goto('/Carbon');
      const card = page.getByRole('article').filter({ hasText: 'Khasi Hills' });
      await tabTo(page, card.getByRole('button', { name: /Add to Cart/ }), 'Add to Cart');
      await press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Log in to your account' }).waitFor();
      await tabTo(page, page.getByRole('link', { name: 'Sign up' }), 'the Sign up link');
      await press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Sign up' }).waitFor();
      await tabAndType(page, page.getByLabel('Username', { exact: true }), username, 'Username');
      await tabAndType(page, page.getByLabel('Email'), `${username}@example.com`, 'Email');
      await tabAndType(page, page.getByLabel('Password', { exact: true }), PASSWORD, 'Password');
      await press('Enter');
      await page.getByText('Signup successful! Redirecting to login...').waitFor();
      await page.waitForURL(/\/Login$/i, { timeout: 5000 });
      await page.getByRole('heading', { level: 1, name: 'Log in to your account' }).waitFor();
      await tabAndType(page, page.getByLabel('Username or e-mail'), username, 'Username');
      await tabAndType(page, page.getByLabel('Password', { exact: true }), PASSWORD, 'Password');
      await press('Enter');
      await page.waitForURL(/\/AddToCard$/i, { timeout: 5000 });

      const line = page.getByRole('listitem').filter({ hasText: 'Khasi Hills' });
      const addOne = line.getByRole('button', { name: /^Add one tonne/ });
      await tabTo(page, addOne, 'the + button of the cart line');
      await press('Enter');
      await page.waitForFunction(() => document.body.innerText.includes('$20.00'));
      // Space presses a button too; the focus stays on + after the first press.
      await press('Space');
      await page.waitForFunction(() => document.body.innerText.includes('$30.00'));
      await tabTo(page, page.getByRole('link', { name: 'Proceed to Checkout' }), 'Proceed');
      await press('Enter');
      await page.waitForURL(/\/Checkout$/i);
      await tabTo(page, page.getByRole('button', { name: 'Buy Now' }), 'Buy Now');
      await press('Enter');

      await page.waitForURL(/\/sandbox\/checkout\//);
      await tabAndType(page, page.locator('[name=cardholderName]'), 'Kim Keys', 'Cardholder');
      await tabAndType(page, page.locator('[name=cardNumber]'), '4242424242424242', 'Card');
      await tabAndType(page, page.locator('[name=expiry]'), '12/34', 'Expiry');
      await tabAndType(page, page.locator('[name=cvc]'), '123', 'CVC');
      await press('Enter');
      await page.waitForURL(/\/checkout\?orderId=\d+&userId=\d+&session_id=cs_sandbox_/);
      await page.getByText('Payment confirmed successfully!').waitFor({ timeout: 15_000 });

      await page.goto('/Admin');
      const row = page.getByRole('row').filter({ hasText: 'Khasi Hills' });
      await row.waitFor();
      expect(await row.innerText()).toMatch(/Paid/);
      await tabTo(page, row.getByRole('link', { name: /certificate/i }), 'the certificate link');
      // The certificate opens in a new tab.
      const [certificate] = await Promise.all([
        page.context().waitForEvent('page'),
        press('Enter'),
      ]);
      await certificate.waitForLoadState();
      expect(new URL(certificate.url()).pathname).toMatch(/^\/certificates\//);
      expect(await certificate.title()).toContain('3 tonnes CO2');
    }),
  );
});
