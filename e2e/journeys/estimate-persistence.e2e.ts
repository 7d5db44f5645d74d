import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Download, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BUSINESS_COPY } from '../../apps/web/src/content/business.copy';
import { ESTIMATE_EXPORT_COPY } from '../../apps/web/src/content/estimate-export.copy';
import { ONETIME_COPY } from '../../apps/web/src/content/onetime.copy';
import { useBrowser } from '../support/journey';

const journey = useBrowser();
const COPY = BUSINESS_COPY.estimator;
const FIELDS = COPY.fields;
const EXPORT = ESTIMATE_EXPORT_COPY;

/** The estimator line whose heading is `title` ('Trip 1', 'Event 1'). */
function line(page: Page, title: string): Locator {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/** Types into a From/To combobox and picks the first suggestion matching `place`. */
async function pickPlace(combobox: Locator, typed: string, place: RegExp): Promise<void> {
  await combobox.click();
  await combobox.pressSequentially(typed, { delay: 30 });
  const listbox = combobox.page().locator(`[id="${await combobox.getAttribute('aria-controls')}"]`);
  await listbox.getByRole('option', { name: place }).first().click();
  await listbox.waitFor({ state: 'hidden' });
}

/** Every field value of every line, in screen order, and the total: what must survive. */
async function snapshot(page: Page) {
  const lines = page.locator('li').filter({ has: page.locator('h4') });
  const values: string[][] = [];
  for (const item of await lines.all()) {
    const fields = item.locator('input:not([type=radio]), select');
    const row = [await item.locator('h4').innerText(), await item.locator('h4 + p').innerText()];
    for (const field of await fields.all()) row.push(await field.inputValue());
    const checked = item.locator('input[type=radio]:checked');
    if ((await checked.count()) > 0) row.push(`stars:${await checked.inputValue()}`);
    values.push(row);
  }
  const total = await page
    .getByRole('region', { name: COPY.summary.heading })
    .locator('p span')
    .nth(1)
    .innerText();
  return { values, total };
}

async function download(page: Page, button: string): Promise<{ file: Download; bytes: Buffer }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { file, bytes: await readFile(await file.path()) };
}

describe('journey: an estimate survives reload and Back, downloads, and buys exactly its tonnes', () => {
  it(
    'keeps trips of every transport, an event and a hotel stay through reload, Back and a shared link',
    journey('estimate-persistence', async (page) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      await page.goto('/Business');
      await page.getByRole('heading', { name: BUSINESS_COPY.page.title }).waitFor();
      // A click before hydration is lost (the prerendered page has no handlers yet).
      await page.waitForLoadState('networkidle');

      // Car, Delhi to Mumbai picked from the suggestions: the distance fills itself in.
      await page.getByRole('button', { name: COPY.modes.tourism.add }).click();
      const car = line(page, 'Trip 1');
      await car.getByLabel(FIELDS.transport).selectOption('Car');
      await pickPlace(car.getByRole('combobox', { name: FIELDS.from }), 'Delhi', /Delhi/);
      await pickPlace(car.getByRole('combobox', { name: FIELDS.to }), 'Mumbai', /Mumbai/);
      await car.getByText(COPY.distance.fromPlaces.Car).waitFor();
      // A flight with its distance typed; a place name that starts like a spreadsheet formula.
      await page.getByRole('button', { name: COPY.modes.tourism.add }).click();
      const flight = line(page, 'Trip 2');
      await flight.getByLabel(FIELDS.transport).selectOption('Flight');
      await flight.getByRole('combobox', { name: FIELDS.from }).fill('=London "City"');
      await flight.getByLabel(FIELDS.km).fill('1150');
      // A boat described by passengers and length (the boating formula).
      await page.getByRole('button', { name: COPY.modes.tourism.add }).click();
      const boat = line(page, 'Trip 3');
      await boat.getByLabel(FIELDS.transport).selectOption('Boat');
      await boat.getByLabel(FIELDS.km).fill('20');
      await boat.getByLabel(FIELDS.passengers).fill('4');
      await boat.getByLabel(FIELDS.length).fill('12');
      await page.getByRole('button', { name: COPY.modes.events.add }).click();
      const event = line(page, 'Event 1');
      await event.getByLabel(FIELDS.attendees).fill('200');
      await event.getByLabel(FIELDS.hours).fill('8');
      await event.getByLabel(FIELDS.eventEnergy).fill('500');
      await page.getByRole('button', { name: COPY.modes.hotels.add }).click();
      const hotel = line(page, 'Hotel stay 1');
      await hotel.getByLabel(FIELDS.nights).fill('2');
      await hotel.getByRole('radio', { name: '3 stars' }).check({ force: true });
      await hotel.getByLabel(FIELDS.hotelEnergy).fill('100');
      await page.getByText(/^Every line is complete\./).waitFor();

      const before = await snapshot(page);
      expect(before.values).toHaveLength(5);
      const url = new URL(page.url());
      expect(url.pathname).toBe('/Business');
      expect(url.searchParams.get('e')).toMatch(/^[A-Za-z0-9_-]+$/);
      const historyLength = await page.evaluate(() => history.length);
      expect(historyLength).toBeLessThanOrEqual(2); // replaceState: editing added no entries

      // Reload: the same lines, values and total.
      await page.reload();
      await line(page, 'Hotel stay 1').waitFor();
      await page.getByText(/^Every line is complete\./).waitFor();
      expect(await snapshot(page)).toEqual(before);

      // Away and Back: the same again.
      await page.getByRole('link', { name: 'Home' }).first().click();
      await page.waitForURL((target) => target.pathname !== '/Business');
      await page.goBack();
      await line(page, 'Hotel stay 1').waitFor();
      await page.getByText(/^Every line is complete\./).waitFor();
      expect(await snapshot(page)).toEqual(before);

      // The shared link alone (a new browser profile: nothing in its local storage).
      const browser = page.context().browser();
      if (!browser) throw new Error('no browser');
      const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const shared = await other.newPage();
      await shared.goto(page.url());
      await line(shared, 'Hotel stay 1').waitFor();
      await shared.getByText(/^Every line is complete\./).waitFor();
      expect(await snapshot(shared)).toEqual(before);
      await other.close();

      // CSV: one row per line, the total row, the formula-like place name made inert.
      const csv = await download(page, EXPORT.csvButton);
      expect(csv.file.suggestedFilename()).toMatch(/^netzero-estimate-\d{4}-\d{2}-\d{2}\.csv$/);
      const rows = csv.bytes
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .split('\r\n');
      expect(rows[0]).toBe('Line,Mode,Inputs,Tonnes CO2,Factor used');
      expect(rows).toHaveLength(8); // header, 5 lines, total, and the final CRLF
      expect(rows[1]).toMatch(
        /^Trip 1,Tourism & Travel,"Car, Delhi.* to Mumbai.*, \d+ km",[\d.]+,"0\.00021 t CO2 per km, per car"$/,
      );
      expect(rows[2]).toBe(
        'Trip 2,Tourism & Travel,"Flight, =London ""City"" to ?, 1150 km",0.1725,"0.00015 t CO2 per km, per traveller"',
      );
      expect(rows[3]).toContain('4 passengers, 12 m boat",0.102,');
      expect(rows[4]).toContain(',8.35,');
      expect(rows[5]).toContain(',0.11,');
      const totalRow = rows[6] ?? '';
      expect(totalRow).toMatch(/^Total,,,[\d.]+,$/);
      const csvTotal = Number(totalRow.split(',')[3]);
      // Read back as a spreadsheet would: the lines' tonnes add up to the total row.
      const records: string[][] = parse(csv.bytes, { bom: true });
      const lineSum = records.slice(1, 6).reduce((sum, record) => sum + Number(record[3]), 0);
      expect(csvTotal).toBeCloseTo(lineSum, 6);

      // PDF: a real PDF, a few kilobytes, with the total and the link back in it.
      const pdf = await download(page, EXPORT.pdfButton);
      expect(pdf.file.suggestedFilename()).toMatch(/\.pdf$/);
      const pdfText = pdf.bytes.toString('latin1');
      expect(pdfText.startsWith('%PDF-')).toBe(true);
      expect(pdf.bytes.length).toBeGreaterThan(2_000);
      expect(pdf.bytes.length).toBeLessThan(60_000);
      expect(pdfText).toContain(`(${csvTotal}) Tj`);
      expect(pdfText).toContain(`/URI (${page.url()})`);

      // Choose A Plan offers exactly this estimate, rounded up to whole tonnes.
      await page.getByRole('button', { name: COPY.summary.chooseButton }).click();
      const modal = page.getByRole('dialog', { name: BUSINESS_COPY.planModal.title });
      await modal.waitFor();
      // The popup keeps amounts with their units by no-break spaces: read them as spaces.
      expect((await modal.innerText()).replaceAll('\u00a0', ' ')).toContain(
        `Your estimate: ${before.total}`,
      );
      const quantity = Math.ceil(csvTotal);
      const buy = modal.getByRole('link', { name: `Buy ${quantity} t once` });
      expect(await buy.getAttribute('href')).toBe(`/Onetime?quantity=${quantity}`);
      await buy.click();
      await page.waitForURL(`**/Onetime?quantity=${quantity}`);
      const field = page.getByLabel(ONETIME_COPY.quantityLabel);
      await field.waitFor();
      expect(await field.inputValue()).toBe(String(quantity));
      expect(errors).toEqual([]);
    }),
  );
});
