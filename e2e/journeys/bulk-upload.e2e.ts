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
        expect(await results.innerText()).toContain(total);
        const months = results.getByRole('table', { name: UPLOAD_COPY.monthsCaption });
        expect(await months.getByRole('row').count()).toBe(1 + expected.value.byMonth.length);
      }
    }),
  );
});
