import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpByApi } from '../support/accounts';
import { formatViolations, runAxe } from '../support/axe';
import { ARTIFACTS_DIR, baseUrl } from '../support/browser';
import { freePort } from '../support/free-port';
import { DESKTOP, MOBILE, useBrowser } from '../support/journey';

// Issue 20: <netzero-offset> on a merchant's own checkout (examples/merchant-checkout), on another
// origin with a strict CSP of its own. The customer sees the flight's emissions, opts in and pays;
// the merchant's server orders the offset with its secret key, and the order is there.

const root = fileURLToPath(new URL('../..', import.meta.url));
const SHOTS = join(ARTIFACTS_DIR, 'widget');
const journey = useBrowser();

let merchant: ChildProcess | undefined;
let merchantUrl = '';
let secretKey = '';

/** A key of the account, made through the Developers routes as the dashboard makes them. */
async function createKey(token: string, kind: 'secret' | 'publishable'): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/developers/keys`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: `widget e2e ${kind}`, mode: 'test', kind }),
  });
  const body = (await response.json()) as { secret?: string };
  if (response.status !== 201 || !body.secret) {
    throw new Error(`key creation failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return body.secret;
}

beforeAll(async () => {
  const account = await signUpByApi('merchant');
  const publishableKey = await createKey(account.token, 'publishable');
  secretKey = await createKey(account.token, 'secret');
  // Test orders draw on the test balance, which the dashboard fills with free test money.
  const funded = await fetch(`${baseUrl()}/api/developers/balance/test-funds`, {
    method: 'POST',
    headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ amountCents: 10_000 }),
  });
  if (!funded.ok) throw new Error(`test funds failed: ${funded.status} ${await funded.text()}`);
  const port = await freePort();
  // localhost, not 127.0.0.1: another site than the API's, as a merchant's would be.
  merchantUrl = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['examples/merchant-checkout/server.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NETZERO_API: baseUrl(),
      NETZERO_PUBLISHABLE_KEY: publishableKey,
      NETZERO_SECRET_KEY: secretKey,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  merchant = server;
  await new Promise<void>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`the merchant server exited with ${code}`)));
    server.stdout?.once('data', () => resolve());
  });
  mkdirSync(SHOTS, { recursive: true });
});

afterAll(() => {
  if (merchant && merchant.exitCode === null) merchant.kill('SIGTERM');
});

/** Records the page's CSP violations (a listener added before its own scripts run). */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

/** The widget's checkbox (Playwright's locators pierce its open shadow root). */
const offsetCheckbox = (page: Page) => page.getByRole('checkbox', { name: /^Offset it for / });

describe('journey: the checkout widget on a merchant’s page', () => {
  it(
    'shows the flight’s emissions, opts in, and the merchant’s server orders the offset',
    journey('checkout widget', async (page) => {
      const violations = await watchCsp(page);
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
      });
      await page.goto(merchantUrl);
      const status = page.locator('netzero-offset').getByRole('status');
      await expect
        .poll(() => status.textContent(), { timeout: 15_000 })
        .toMatch(/^This trip emits [\d.]+ t CO₂\.$/);
      const checkbox = offsetCheckbox(page);
      await checkbox.waitFor();
      expect(
        await page
          .locator('netzero-offset')
          .getByText(/^Offset it for €\d+\.\d\d$/)
          .count(),
      ).toBe(1);
      expect(await checkbox.isChecked()).toBe(false);

      const axe = await runAxe(page);
      expect(formatViolations([{ route: 'merchant', width: 1280, violations: axe }])).toBe('');
      await page.screenshot({ path: join(SHOTS, 'merchant-checkout-1280.png'), fullPage: true });

      // By keyboard, as a customer without a mouse would: focus it and press Space.
      await page.evaluate(() => {
        document.addEventListener('netzero-offset-change', (event) => {
          (window as unknown as { offsetChange: unknown }).offsetChange = (
            event as CustomEvent
          ).detail;
        });
      });
      await checkbox.focus();
      await page.keyboard.press('Space');
      await page.waitForFunction(
        () => (window as unknown as { offsetChange?: { optedIn: boolean } }).offsetChange?.optedIn,
      );
      const detail = (await page.evaluate(
        () => (window as unknown as { offsetChange: unknown }).offsetChange,
      )) as { optedIn: boolean; estimateId: string; tonnes: number };
      expect(detail.estimateId).toMatch(/^est_[A-Za-z0-9]{24}$/);
      expect(detail.tonnes).toBeGreaterThan(0);
      await page.screenshot({ path: join(SHOTS, 'merchant-checkout-opted-in-1280.png') });

      await page.getByLabel('Full name').fill('Kari Nordmann');
      await page.getByLabel('E-mail').fill('kari@example.com');
      await page.getByRole('button', { name: /^Pay / }).click();
      const orderId = (await page.locator('#offset-order').textContent({ timeout: 15_000 })) ?? '';
      expect(orderId).toMatch(/^ord_[A-Za-z0-9]{24}$/);
      await page.screenshot({ path: join(SHOTS, 'merchant-confirmation-1280.png') });

      // The order is the account's, in test mode, for the estimate the customer saw.
      const order = await fetch(`${baseUrl()}/v1/orders/${orderId}`, {
        headers: { authorization: `Bearer ${secretKey}` },
      });
      expect(order.status).toBe(200);
      const body = (await order.json()) as { estimateId: string; mode: string; tonnes: number };
      expect(body.estimateId).toBe(detail.estimateId);
      expect(body.mode).toBe('test');
      expect(body.tonnes).toBeGreaterThanOrEqual(1);

      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
    }),
  );

  it(
    'fits a phone and stays axe clean there',
    journey(
      'checkout widget mobile',
      async (page) => {
        const violations = await watchCsp(page);
        await page.goto(merchantUrl);
        await offsetCheckbox(page).waitFor({ timeout: 15_000 });
        const axe = await runAxe(page);
        expect(formatViolations([{ route: 'merchant', width: 390, violations: axe }])).toBe('');
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBe(0);
        await page.screenshot({ path: join(SHOTS, 'merchant-checkout-390.png'), fullPage: true });
        expect(violations).toEqual([]);
      },
      MOBILE,
    ),
  );

  it(
    'says a quiet line, and the checkout still works, when the key is refused',
    journey(
      'checkout widget bad key',
      async (page) => {
        await page.goto(merchantUrl);
        // The merchant's page with a revoked or mistyped key: the element is told a wrong one.
        await page.locator('netzero-offset').evaluate((element) => {
          element.setAttribute('publishable-key', 'nzpk_test_not_a_real_key');
        });
        const status = page.locator('netzero-offset').getByRole('status');
        await expect
          .poll(() => status.textContent(), { timeout: 15_000 })
          .toBe('Carbon offsetting is not available right now.');
        expect(await offsetCheckbox(page).count()).toBe(0);
        await page.getByLabel('Full name').fill('Ola Nordmann');
        await page.getByLabel('E-mail').fill('ola@example.com');
        await page.getByRole('button', { name: /^Pay / }).click();
        await page.getByText('No carbon offset was chosen.').waitFor();
        await page.screenshot({ path: join(SHOTS, 'merchant-bad-key-1280.png') });
      },
      DESKTOP,
    ),
  );
});
