import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { summariseBulkCsv } from '@netzero/bulk';
import { formatEmission } from '@netzero/core';
import { describe, expect, it } from 'vitest';
import { UPLOAD_COPY } from '../../apps/web/src/content/upload.copy';
import { useBrowser } from '../support/journey';

const journey = useBrowser();
const TEMPLATES = fileURLToPath(new URL('../../apps/web/public/templates/', import.meta.url));

describe('/Business Option 2: a file estimated in a Web Worker of the production build', () => {
  it(
    'reads the CSV and the Excel template to the same totals, by activity and by month',
    journey('bulk upload', async (page) => {
      const csvPath = `${TEMPLATES}netzero-estimate-template.csv`;
      const expected = summariseBulkCsv(
        await import('node:fs/promises').then((fs) => fs.readFile(csvPath, 'utf8')),
      );
      if (!expected.ok) throw new Error(expected.error);
      const total = formatEmission(expected.value.totalTonnes);

      await page.goto('/Business');
      const section = page.getByRole('region', { name: UPLOAD_COPY.title });
      for (const name of ['netzero-estimate-template.csv', 'netzero-estimate-template.xlsx']) {
        await section.getByLabel(UPLOAD_COPY.chooseFile).setInputFiles(`${TEMPLATES}${name}`);
        const results = section.getByRole('region', { name: `Estimate from ${name}` });
        await results.waitFor({ timeout: 15_000 });
        // Amounts keep their units with no-break spaces (issue 18 item 5).
        expect((await results.innerText()).replaceAll('\u00a0', ' ')).toContain(total);
        const months = results.getByRole('table', { name: UPLOAD_COPY.monthsCaption });
        expect(await months.getByRole('row').count()).toBe(1 + expected.value.byMonth.length);
      }
    }),
  );

  it(
    'offers at most one order of a file estimating millions of tonnes, and a filled-in enquiry',
    journey('bulk upload above the order cap', async (page) => {
      // Issue 18 item 5: 300 events of 5,000 people for 96 hours and 1,000 kWh (2,400.7 t each),
      // and 300 hotel stays of 20,000 room nights at 5 stars and 1,000 kWh (1,000.5 t each):
      // 1,020,360 t, far above what one order may hold.
      const rows = ['type,attendees,hours,energy,nights,rating,date'];
      for (let i = 0; i < 300; i += 1) {
        rows.push(
          `event,5000,96,1000,,,2025-0${(i % 9) + 1}-01`,
          `hotel,,,1000,20000,5,2025-0${(i % 9) + 1}-02`,
        );
      }
      const dir = mkdtempSync(join(tmpdir(), 'netzero-e2e-'));
      const path = join(dir, 'group-travel.csv');
      writeFileSync(path, `${rows.join('\n')}\n`);
      const expected = summariseBulkCsv(rows.join('\n'));
      if (!expected.ok) throw new Error(expected.error);
      expect(expected.value.totalTonnes).toBeGreaterThan(1_000_000);

      await page.goto('/Business');
      const section = page.getByRole('region', { name: UPLOAD_COPY.title });
      await section.getByLabel(UPLOAD_COPY.chooseFile).setInputFiles(path);
      const results = section.getByRole('region', { name: 'Estimate from group-travel.csv' });
      await results.waitFor({ timeout: 15_000 });
      rmSync(dir, { recursive: true, force: true });
      const text = (await results.innerText()).replaceAll('\u00a0', ' ');
      expect(text).toContain(formatEmission(expected.value.totalTonnes));
      expect(text).toMatch(/Rows read\s+600/);
      await results.getByRole('button', { name: UPLOAD_COPY.chooseAPlan }).click();

      const dialog = page.getByRole('dialog', { name: 'Choose A Plan' });
      await dialog.waitFor();
      const buy = dialog.getByRole('link', { name: 'Buy 2,000 t once' });
      expect(await buy.getAttribute('href')).toBe('/Onetime?quantity=2000');
      expect((await dialog.innerText()).replaceAll('\u00a0', ' ')).toContain(
        'One order can hold at most 2,000 t',
      );
      await dialog.getByRole('link', { name: 'Talk to us about larger volumes' }).click();
      const enquiry = page.getByLabel('Your enquiry');
      await enquiry.waitFor();
      const message = await enquiry.inputValue();
      expect(message).toContain('the file group-travel.csv');
      expect(message).toContain('offset 1,020,360 t CO2');
    }),
  );
});
