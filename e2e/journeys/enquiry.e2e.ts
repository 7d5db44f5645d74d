import { formatMessage } from '@netzero/core';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HOME_COPY } from '../../apps/web/src/content/home.copy';
import { useBrowser } from '../support/journey';

const journey = useBrowser();
const FIELDS = HOME_COPY.enquiry.fields;

/** The enquiry form of the home page's 'Still got some questions' section. */
function enquiryForm(page: Page): Locator {
  return page.locator('#enquiry form');
}

/** The error text shown under a field (its aria-describedby message), '' when none. */
async function errorOf(field: Locator): Promise<string> {
  const errorId = await field.evaluate((element) => `${element.id}-error`);
  return ((await field.page().locator(`[id="${errorId}"]`).textContent()) ?? '').trim();
}

describe('journey 5: the enquiry form', () => {
  it(
    'shows every validation message, then a successful submission clears the form',
    journey('enquiry form', async (page) => {
      await page.goto('/');
      const form = enquiryForm(page);
      await form.scrollIntoViewIfNeeded();
      const name = form.getByLabel(FIELDS.name, { exact: true });
      const organization = form.getByLabel(FIELDS.organization, { exact: true });
      const phone = form.getByLabel(FIELDS.phoneNumber, { exact: true });
      const email = form.getByLabel(FIELDS.email, { exact: true });
      const enquiry = form.getByLabel(FIELDS.enquiry, { exact: true });
      const submit = form.getByRole('button', { name: HOME_COPY.enquiry.submit });

      // Empty: every required message of spec §5, each under its own field.
      await submit.click();
      await form.getByText(formatMessage('ENQUIRY.NAME_REQUIRED')).waitFor();
      expect(await errorOf(name)).toBe('Name is required.');
      expect(await errorOf(organization)).toBe('Organization is required.');
      expect(await errorOf(phone)).toBe('Phone number is required.');
      expect(await errorOf(email)).toBe('Email is required.');
      expect(await errorOf(enquiry)).toBe('Enquiry message is required.');
      // The first invalid field has the focus.
      expect(await name.evaluate((element) => element === document.activeElement)).toBe(true);

      // A 9-digit phone number and a malformed e-mail: the format messages.
      await name.fill('Asha Verma');
      await organization.fill('Green Route Logistics');
      await phone.fill('987654321');
      await email.fill('asha.example.com');
      await enquiry.fill('We would like to offset a year of business travel for 40 people.');
      await submit.click();
      await form.getByText('Phone number must be 10 digits.').waitFor();
      expect(await errorOf(phone)).toBe('Phone number must be 10 digits.');
      expect(await errorOf(email)).toBe('Invalid email format.');
      expect(await errorOf(name)).toBe('');
      expect(await errorOf(organization)).toBe('');
      expect(await errorOf(enquiry)).toBe('');
      expect(await phone.evaluate((element) => element === document.activeElement)).toBe(true);

      // Valid: the server accepts it, the success message shows and every field is empty.
      await phone.fill('9876543210');
      expect(await errorOf(phone)).toBe('');
      await email.fill('asha@greenroute.example');
      expect(await errorOf(email)).toBe('');
      await submit.click();
      await form.getByText('Submitted successfully!').waitFor();
      for (const field of [name, organization, phone, email, enquiry]) {
        expect(await field.inputValue()).toBe('');
        expect(await errorOf(field)).toBe('');
      }
      expect(await form.getByText('Submission failed. Please try again.').count()).toBe(0);
    }),
  );
});
