import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signUpByApi, useSession } from '../support/accounts';
import { formatViolations, runAxe } from '../support/axe';
import { E2E_OPERATOR_PASSWORD } from '../support/global-setup';
import { DESKTOP, MOBILE, useBrowser } from '../support/journey';

// Issue 19's journey: the operator made by `npm run operator -- create` (global-setup) signs in
// with TOTP, lists a new project with an image and an issued block; a buyer finds it on /Carbon
// and pays; the operator refunds the order, the certificate says the retirement was cancelled,
// and the audit log shows each step. Screenshots of the console land in e2e/artifacts/ops/.

const shots = fileURLToPath(new URL('../artifacts/ops/', import.meta.url));

/** A 1×1 green PNG: the project's uploaded image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk4Gf4DwABjgEB2nLxUgAAAABJRU5ErkJggg==',
  'base64',
);

const PERIOD_MS = 30_000;
let lastStep = 0;

/**
 * A code of an authenticator holding `secret` (RFC 6238: SHA-1, 6 digits, 30 s) that the server
 * has not seen: each code works once, so a second sign-in in the same 30 s uses the next step
 * (the server allows one step of drift), and a third waits for time to catch up.
 */
async function freshCode(secret: string): Promise<string> {
  for (;;) {
    const now = Math.floor(Date.now() / PERIOD_MS);
    const step = Math.max(now, lastStep + 1);
    if (step <= now + 1) {
      lastStep = step;
      const totp = new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: PERIOD_MS / 1000 });
      return totp.generate({ timestamp: step * PERIOD_MS });
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Waits for a console page's heading, checks it with axe, and keeps a screenshot of it. */
async function lookAt(page: Page, name: string, heading: string | RegExp): Promise<void> {
  // As the accessibility suite does: no colour transition is caught half-way by the contrast check.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 15_000 });
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
      timeout: 10_000,
    })
    .catch(() => undefined);
  const width = page.viewportSize()?.width ?? 0;
  const violations = await runAxe(page);
  expect(violations, formatViolations([{ route: page.url(), width, violations }])).toEqual([]);
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: join(shots, `${width}-${name}.png`), fullPage: true });
}

/** Opens a console section from the navigation (behind the menu button on a phone). */
async function openSection(page: Page, label: string): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: label })
    .click();
}

/** Signs the operator in: enrols on the first visit (returns the secret), else enters a code. */
async function signIn(page: Page, secret: string | null): Promise<string> {
  await page.goto('/ops');
  if (!secret) await lookAt(page, 'sign-in', 'Sign in to Operations');
  else await page.getByRole('heading', { level: 1, name: 'Sign in to Operations' }).waitFor();
  await page.getByLabel('E-mail').fill(inject('operatorEmail'));
  await page.getByLabel('Password').fill(E2E_OPERATOR_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  if (secret) {
    await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
    await page.getByRole('textbox', { name: 'Code' }).fill(await freshCode(secret));
    await page.getByRole('button', { name: 'Sign in' }).click();
    return secret;
  }
  await page.getByRole('heading', { name: 'Set up your authenticator app' }).waitFor();
  await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  await lookAt(page, 'enrol', 'Set up your authenticator app');
  const shown = await page.locator('[translate="no"]').first().innerText();
  const enrolled = shown.replace(/\s+/g, '');
  expect(enrolled).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByRole('textbox', { name: 'Code' }).fill(await freshCode(enrolled));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await lookAt(page, 'recovery-codes', 'Save your recovery codes');
  expect(
    await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').count(),
  ).toBe(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  return enrolled;
}

/** Every section of the console's navigation and the heading its page shows. */
const SECTIONS = [
  ['Overview', 'Overview'],
  ['Projects', 'Projects'],
  ['Inventory', 'Inventory'],
  ['Orders', 'Orders'],
  ['Customers', 'Customers'],
  ['Subscriptions', 'Subscriptions'],
  ['Enquiries', 'Enquiries'],
  ['Investments', 'Investments'],
  ['Mail & jobs', /Mail/],
  ['Audit log', 'Audit log'],
  ['Operators', 'Operators'],
] as const;

describe('issue 19: the operator console, end to end', () => {
  const journey = useBrowser();
  const slug = `e2e-mangroves-${Date.now() % 1_000_000}`;
  const title = `E2E Mangroves ${Date.now() % 1_000_000}`;
  let secret: string | null = null;
  let orderId = '';

  it(
    'signs in with TOTP, creates a project with an image and a block, and publishes it',
    journey('ops-project', async (page) => {
      secret = await signIn(page, null);
      await lookAt(page, 'overview', 'Overview');

      await openSection(page, 'Projects');
      await lookAt(page, 'projects', 'Projects');
      await page.getByRole('link', { name: 'New project' }).click();
      await page.getByRole('heading', { level: 1, name: 'New project' }).waitFor();
      const fields: [string, string][] = [
        ['Slug', slug],
        ['Title', title],
        [
          'Description',
          'Mangrove restoration along the coast, planted and monitored for 30 years.',
        ],
        ['Category', 'Nature-based removal'],
        ['Country', 'Kenya'],
        ['Region', 'Kwale'],
        ['Location shown on the card', 'Kwale, Kenya'],
        ['Standard', 'Verra VCS'],
        ['Methodology', 'VM0033'],
        ['Vintage', '2024'],
        ['Registry name', 'Verra'],
        ['Registry project id', 'VCS-2250'],
        ['SDGs', '13, 14, 15'],
        ['Price per tonne', '21.00'],
        ['Currency', 'USD'],
      ];
      for (const [label, value] of fields) await page.getByLabel(label).fill(value);
      await page.getByRole('button', { name: 'Create project' }).click();
      await page.getByText('Project created.', { exact: false }).waitFor();
      await page.getByRole('heading', { level: 1, name: `Edit project: ${title}` }).waitFor();

      await page.getByLabel(/Image file/).setInputFiles({
        name: 'mangroves.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      await page.getByRole('button', { name: 'Upload image' }).click();
      await page.getByText('Image uploaded.').waitFor();
      await page.getByRole('button', { name: 'Publish' }).click();
      await page.getByText('Project published', { exact: false }).waitFor();
      await lookAt(page, 'project-edit', 'Edit project');

      await openSection(page, 'Inventory');
      await page.getByRole('link', { name: title }).click();
      await page.getByRole('heading', { level: 1, name: `Inventory: ${title}` }).waitFor();
      await page.getByLabel('Vintage (year)').fill('2024');
      await page.getByLabel(/Registry serial block/).fill('VCS-2250-2024-00001-00500');
      await page.getByLabel(/First serial/).fill('1');
      await page.getByLabel(/Last serial/).fill('500');
      await page.getByRole('button', { name: 'Add block' }).click();
      await page.getByText('Block added: 500 tonnes are now available.').waitFor();
      await lookAt(page, 'inventory', `Inventory: ${title}`);
    }),
  );

  it(
    'lets a buyer find the new project on /Carbon and pay for it',
    journey('ops-buyer', async (page) => {
      const buyer = await signUpByApi('mangrove');
      await useSession(page, buyer);
      await page.goto('/Carbon');
      const card = page.getByRole('article').filter({ hasText: title });
      // The catalogue is cached for a second: the published project shows on the next read.
      await card.waitFor({ timeout: 15_000 });
      await card.getByRole('button', { name: /Add to Cart/ }).click();
      await page.goto('/AddToCard');
      await page.getByRole('listitem').filter({ hasText: title }).waitFor();
      await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
      await page.waitForURL(/\/Checkout$/i);
      await page.getByRole('button', { name: 'Buy Now' }).click();
      await page.waitForURL(/\/sandbox\/checkout\//);
      await page.locator('[name=cardholderName]').fill('Mangrove Buyer');
      await page.locator('[name=cardNumber]').fill('4242 4242 4242 4242');
      await page.locator('[name=expiry]').fill('12/34');
      await page.locator('[name=cvc]').fill('123');
      await page.getByRole('button', { name: /^Pay/ }).click();
      await page.waitForURL(/\/checkout\?orderId=\d+/);
      await page.getByText('Payment confirmed successfully!').waitFor({ timeout: 15_000 });
      orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
      expect(orderId).toMatch(/^\d+$/);

      // An enquiry and an investment lead for the operators' inbox and pipeline.
      const from = { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.250' };
      const enquiry = await fetch(`${inject('baseUrl')}/api/questionnaires`, {
        method: 'POST',
        headers: from,
        body: JSON.stringify({
          name: 'Asha Enquirer',
          organization: 'Kwale Fisheries',
          phoneNumber: '4155550134',
          email: 'asha@example.com',
          enquiry: 'Can we buy 2,000 t of mangrove credits each year?',
        }),
      });
      expect(enquiry.status).toBe(201);
      const investment = await fetch(`${inject('baseUrl')}/api/investments`, {
        method: 'POST',
        headers: from,
        body: JSON.stringify({
          projectId: 1,
          businessName: 'Kwale Mangroves Ltd',
          tons: 40,
          email: 'ravi@example.com',
          fullName: 'Ravi Investor',
          address: '1 Harbour Road, Mombasa',
        }),
      });
      expect(investment.ok).toBe(true);
    }),
  );

  it(
    'refunds the order; the certificate says the retirement was cancelled; the audit log has it all',
    journey('ops-refund', async (page) => {
      expect(secret, 'the first journey enrolled the operator').not.toBeNull();
      await signIn(page, secret);
      await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();

      await openSection(page, 'Orders');
      await lookAt(page, 'orders', 'Orders');
      await page.getByRole('link', { name: `#${orderId}`, exact: true }).click();
      await lookAt(page, 'order', `Order #${orderId}`);
      await page.getByRole('button', { name: 'Refund' }).click();
      const dialog = page.getByRole('dialog', { name: 'Refund this order?' });
      await dialog.getByLabel(/Reason/).fill('Buyer asked to cancel (e2e)');
      await dialog.getByRole('button', { name: 'Refund order' }).click();
      await page.getByText('Refund started', { exact: false }).waitFor();

      const certificate = await page
        .locator('main a[href^="/certificates/"]')
        .first()
        .getAttribute('href');
      expect(certificate).toMatch(/\/certificates\//);
      await page.goto(certificate ?? '');
      await page.getByText('Retirement cancelled on', { exact: false }).waitFor();

      await page.goto('/ops/audit');
      await lookAt(page, 'audit', 'Audit log');
      const log = await page.getByRole('table', { name: 'Audit log entries' }).innerText();
      for (const action of [
        'operator.enrol',
        'operator.sign-in',
        'project.create',
        'project.image',
        'project.publish',
        'inventory.issue',
        'order.refund',
      ])
        expect(log, action).toContain(action);
    }),
  );

  for (const viewport of [DESKTOP, MOBILE]) {
    it(
      `shows every section at ${viewport.width} px, axe-clean and never wider than the screen`,
      journey(
        `ops-sections-${viewport.width}`,
        async (page) => {
          await signIn(page, secret);
          await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
          for (const [label, heading] of SECTIONS) {
            await openSection(page, label);
            await lookAt(page, label.toLowerCase().replace(/\W+/g, '-'), heading);
            const overflow = await page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            );
            expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
          }
          // A customer, an enquiry, an investment lead and an e-mail, each on its own page.
          const detail = async (section: string, link: RegExp, name: string) => {
            await openSection(page, section);
            await page.getByRole('link', { name: link }).first().click();
            await lookAt(page, name, link);
          };
          await detail('Customers', /mangrove/, 'customer');
          await detail('Enquiries', /Asha Enquirer/, 'enquiry');
          await detail('Investments', /Kwale Mangroves Ltd/, 'investment');
          await detail('Mail & jobs', /Confirm your e-mail/, 'message');
        },
        viewport,
      ),
    );
  }
});
