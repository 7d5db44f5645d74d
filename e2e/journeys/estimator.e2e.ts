import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BUSINESS_COPY } from '../../apps/web/src/content/business.copy';
import { ONETIME_COPY } from '../../apps/web/src/content/onetime.copy';
import { useBrowser } from '../support/journey';

const journey = useBrowser();
const COPY = BUSINESS_COPY.estimator;
const PLAN = BUSINESS_COPY.planModal;

/** The estimator line whose heading is `title` ('Trip 1', 'Event 1'). */
function line(page: Page, title: string): Locator {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/** Types into a From/To combobox and picks the suggestion whose label starts with `place`. */
async function pickPlace(combobox: Locator, typed: string, place: RegExp): Promise<string> {
  await combobox.click();
  await combobox.pressSequentially(typed, { delay: 30 });
  const listbox = combobox.page().locator(`[id="${await combobox.getAttribute('aria-controls')}"]`);
  const option = listbox.getByRole('option', { name: place }).first();
  await option.waitFor();
  const label = (await option.locator('span').first().innerText()).trim();
  await option.click();
  await listbox.waitFor({ state: 'hidden' });
  return label;
}

describe('journey 4: the estimator to a one-time checkout', () => {
  it(
    'estimates a car trip Delhi → Mumbai and an event, chooses One-time and checks out 9 tonnes',
    journey('estimator', async (page) => {
      await page.goto('/Business');
      await page.getByRole('heading', { name: BUSINESS_COPY.page.title }).waitFor();
      const choose = page.getByRole('button', { name: COPY.summary.chooseButton });
      expect(await choose.isDisabled()).toBe(true);

      // A car trip, From and To picked from the suggestions: the road distance fills itself in.
      await page.getByRole('button', { name: COPY.modes.tourism.add }).click();
      const trip = line(page, 'Trip 1');
      await trip.waitFor();
      await trip.getByLabel(COPY.fields.transport).selectOption('Car');
      const from = await pickPlace(
        trip.getByRole('combobox', { name: COPY.fields.from }),
        'Delhi',
        /Delhi/,
      );
      const to = await pickPlace(
        trip.getByRole('combobox', { name: COPY.fields.to }),
        'Mumbai',
        /Mumbai/,
      );
      expect(from).toMatch(/Delhi/);
      expect(to).toMatch(/Mumbai/);
      await trip.getByText(COPY.distance.fromPlaces.Car).waitFor();
      const km = Number(await trip.getByLabel(COPY.fields.km).inputValue());
      expect(km).toBeGreaterThan(1000);
      expect(km).toBeLessThan(2000);
      // The line shows its own emissions, no longer '0 kg CO2'.
      const tripTonnes = (await trip.locator('h4 + p').innerText()).trim();
      expect(tripTonnes).toMatch(/^[\d.,]+ (t|kg) CO2$/);
      expect(tripTonnes).not.toBe('0 kg CO2');

      // An event: 200 attendees, 8 hours, 500 energy units.
      await page.getByRole('button', { name: COPY.modes.events.add }).click();
      const event = line(page, 'Event 1');
      await event.waitFor();
      await event.getByLabel(COPY.fields.attendees).fill('200');
      await event.getByLabel(COPY.fields.hours).fill('8');
      await event.getByLabel(COPY.fields.eventEnergy).fill('500');

      // Every line is complete: Choose A Plan opens the popup with the rounded-up tonnes.
      await page.getByText(/^Every line is complete\./).waitFor();
      expect(await choose.isEnabled()).toBe(true);
      await choose.click();
      const modal = page.getByRole('dialog', { name: PLAN.title });
      await modal.waitFor();
      // Amounts keep their units with no-break spaces (issue 18 item 5): read them as spaces.
      const modalText = (await modal.innerText()).replaceAll('\u00a0', ' ');
      expect(modalText).toMatch(/Your estimate: 8(\.\d+)? t CO2/);
      expect(modalText).toContain('We round up to whole tonnes, so we suggest offsetting 9 t CO2.');
      expect(modalText).toContain('Offset 9 t once, at $');
      await modal.getByRole('link', { name: 'Buy 9 t once' }).click();

      // /Onetime?quantity=9, prefilled and saying where the number came from.
      await page.waitForURL(/\/Onetime\?quantity=9$/);
      const quantity = page.getByLabel(ONETIME_COPY.quantityLabel);
      await quantity.waitFor();
      expect(await quantity.inputValue()).toBe('9');
      await page.getByText('From your estimate: 9 t CO2. Change it if you like.').waitFor();
      await page.getByLabel(ONETIME_COPY.fullNameLabel).fill('Ravi Menon');
      await page.getByLabel(ONETIME_COPY.phoneLabel, { exact: true }).fill('+91 98765 43210');
      await page
        .getByLabel(ONETIME_COPY.emailLabel, { exact: true })
        .fill('ravi@menon-events.example');
      await page.getByRole('button', { name: ONETIME_COPY.submit }).click();

      // The sandbox page charges for 9 tonnes, receipt to the e-mail given.
      await page.waitForURL(/\/sandbox\/checkout\//);
      const order = page.getByRole('region', { name: 'Your order' });
      const tonnes = order.locator('tbody td').first();
      expect((await tonnes.innerText()).trim()).toBe('9');
      expect(await order.innerText()).toContain('Receipt to ravi@menon-events.example');
      await page.getByRole('button', { name: /^Pay \$/ }).waitFor();
    }),
  );
});
