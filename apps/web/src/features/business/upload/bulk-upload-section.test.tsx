import { summariseBulkCsv } from '@netzero/bulk';
import type { BulkSummary } from '@netzero/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UPLOAD_COPY } from '../../../content/upload.copy';
import { createFakePorts } from '../../../test/fake-ports';
import { renderApp, renderPage } from '../../../test/render-app';
import { BulkUploadSection } from './bulk-upload-section';

const CSV = [
  'Type;Mode;From;To;KM;Attendees;Hours;Energy;Nights;Rating;Date;Reference',
  'travel;Car;Delhi;Mumbai;1400;;;;;;2026-03-14;Road trip',
  'event;;;;;200;8;1000;;;2026-03-20;Partner summit',
  'hotel;;;;;;;500;30;4;;Summit hotel',
  'travel;Rocket;;;abc;;;;;;2026-04-01;Moon',
].join('\r\n');

/** The core's estimate of a CSV text: what the worker would send back for it. */
function summaryOf(csv: string): BulkSummary {
  const result = summariseBulkCsv(csv);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

const MB = 1024 * 1024;

/** A file of a given size, without holding that many bytes. */
function sizedFile(name: string, size: number): File {
  const file = new File(['type'], name, { type: 'text/csv' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function renderSection() {
  const ports = createFakePorts();
  const view = renderPage(<BulkUploadSection />, { route: '/Business', ports });
  const estimator = ports.bulkFileEstimator;
  const choose = (file: File) => view.user.upload(screen.getByLabelText('Choose a file'), file);
  return { ...view, estimator, choose };
}

function dropFile(file: File) {
  fireEvent.drop(screen.getByTestId('upload-drop-zone'), { dataTransfer: { files: [file] } });
}

async function findResults(name: string) {
  return screen.findByRole('region', { name: `Estimate from ${name}` });
}

function stat(results: HTMLElement, label: string) {
  const term = within(results).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

/** Text with its no-break spaces (which keep numbers with their units) read as spaces. */
const plain = (text: string | null | undefined) => text?.replaceAll('\u00a0', ' ');

function cellsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => plain(cell.textContent)));
}

describe('/Business Option 2: file upload', () => {
  it('is the Option 2 section of /Business, with the template downloads and the columns', async () => {
    renderApp({ route: '/Business' });
    const section = await screen.findByRole('region', {
      name: 'Upload a file for a detailed estimate',
    });
    expect(
      within(section)
        .getByRole('link', { name: /Template \(CSV\)/ })
        .getAttribute('href'),
    ).toBe('/templates/netzero-estimate-template.csv');
    expect(
      within(section)
        .getByRole('link', { name: /Template \(Excel\)/ })
        .getAttribute('href'),
    ).toBe('/templates/netzero-estimate-template.xlsx');
    const columns = within(section).getByRole('table', {
      name: 'The columns of a detailed-estimate file',
    });
    expect(
      within(columns)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'type',
      'mode',
      'from',
      'to',
      'km',
      'attendees',
      'hours',
      'energy',
      'nights',
      'rating',
      'passengers',
      'length',
      'date',
      'reference',
    ]);
  });

  it('refuses a file over 1 GB with the spec message, without reading it', async () => {
    const { choose, estimator } = renderSection();
    await choose(sizedFile('trips.csv', 1024 ** 3 + 1));
    expect(screen.getByRole('alert').textContent).toBe(
      'File size exceeds 1 GB limit. Please upload a smaller file.',
    );
    expect(estimator.jobs).toEqual([]);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('refuses other formats with the catalogue message', async () => {
    const { estimator } = renderSection();
    dropFile(new File(['%PDF'], 'trips.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please upload a CSV file (.csv) or an Excel workbook (.xlsx). Save an older .xls file as .xlsx first.',
    );
    expect(estimator.jobs).toEqual([]);
  });

  it('shows the reading as a bar with bytes, rows and, after half a second, the time left', async () => {
    const { choose, estimator } = renderSection();
    const file = sizedFile('year.csv', Math.round(102.4 * MB));
    await choose(file);
    const job = estimator.lastJob;
    expect(job.file).toBe(file);

    const bar = screen.getByRole('progressbar', { name: /Reading year\.csv/ });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(screen.getByText('0 bytes of 102.4 MB · 0 rows')).toBeTruthy();

    act(() => {
      job.progress({ bytesRead: Math.round(34.5 * MB), rowsRead: 412_300, elapsedMs: 400 });
    });
    expect(bar.getAttribute('aria-valuenow')).toBe('33');
    expect(plain(bar.getAttribute('aria-valuetext'))).toBe(
      '33% · 34.5 MB of 102.4 MB · 412,300 rows',
    );
    expect(screen.getByText('34.5 MB of 102.4 MB · 412,300 rows')).toBeTruthy();
    expect(screen.queryByText(/left/)).toBeNull();

    // 34.5 MB in 6 s: the other 67.9 MB take about 11.8 s more.
    act(() => {
      job.progress({ bytesRead: Math.round(34.5 * MB), rowsRead: 412_300, elapsedMs: 6000 });
    });
    expect(screen.getByText('34.5 MB of 102.4 MB · 412,300 rows · about 12 s left')).toBeTruthy();
    act(() => {
      job.progress({ bytesRead: Math.round(10 * MB), rowsRead: 1, elapsedMs: 60_000 });
    });
    expect(screen.getByText('10 MB of 102.4 MB · 1 row · about 9 min left')).toBeTruthy();
    expect(bar.getAttribute('aria-valuenow')).toBe('9');
  });

  it('Cancel stops the reading and says nothing was kept', async () => {
    const { choose, estimator, user } = renderSection();
    await choose(new File([CSV], 'trips.csv'));
    const job = estimator.lastJob;
    act(() => {
      job.progress({ bytesRead: 10, rowsRead: 1, elapsedMs: 100 });
    });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(job.cancelCalls).toBe(1);
    expect(job.state).toBe('cancelled');
    const said = screen.getByText('Reading cancelled. Nothing was kept.');
    expect(said.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('region', { name: /Estimate from/ })).toBeNull();

    // The next file is read as usual, and the message goes.
    await choose(new File([CSV], 'again.csv'));
    await act(async () => estimator.lastJob.succeed(summaryOf(CSV)));
    expect(await findResults('again.csv')).toBeTruthy();
    expect(screen.queryByText('Reading cancelled. Nothing was kept.')).toBeNull();
  });

  it.each([
    ['BULK.FILE_EMPTY', 'This file is empty.'],
    ['BULK.TYPE_COLUMN_MISSING', 'The first row has no "type" column.'],
    ['legacyExcel', 'This is an older Excel file (.xls)'],
    ['notCsvOrXlsx', 'This file is not a CSV or an Excel (.xlsx) workbook'],
    [
      'zipBomb',
      'This workbook expands to far more data than its size suggests, so we stopped reading it (a safety limit).',
    ],
    ['unreadable', 'We could not read this file.'],
  ] as const)('explains a file that gives no estimate (%s)', async (problem, start) => {
    const { choose, estimator } = renderSection();
    await choose(new File(['x'], 'trips.csv'));
    await act(async () => estimator.lastJob.fail(problem));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(UPLOAD_COPY.fileProblems[problem]);
    expect(alert.textContent?.startsWith(start)).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('summarises the file: rows, tonnes by activity and in total, and by month', async () => {
    const { choose, estimator } = renderSection();
    await choose(new File([CSV], 'travel-2025.csv', { type: 'text/csv' }));
    await act(async () => estimator.lastJob.succeed(summaryOf(CSV)));
    const results = await findResults('travel-2025.csv');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(stat(results, 'Rows read')).toBe('4');
    expect(stat(results, 'Rows estimated')).toBe('3');
    expect(stat(results, 'Problems found')).toBe('2');
    // Car 1,400 km × 0.00021 = 0.294 t; event 200 × 8 × 0.005 + 1000 × 0.0007 = 8.7 t;
    // hotel 30 × 4 × 0.01 + 500 × 0.0005 = 1.45 t; total 10.444 t.
    const chart = within(results).getByRole('figure');
    expect(chart.textContent).toContain('294 kg');
    expect(chart.textContent).toContain('8.70 t');
    expect(chart.textContent).toContain('1.45 t');
    expect(within(results).getByText('10.44 t CO2')).toBeTruthy();
    expect(within(results).getByText(/Offset 11 t CO2/)).toBeTruthy();

    const months = within(results).getByRole('region', { name: 'Totals by month' });
    const table = within(months).getByRole('table', {
      name: 'Estimated rows and tonnes CO2 by month',
    });
    // March: the car trip and the summit, 8.994 t; the hotel has no date; April's row was not estimated.
    expect(cellsOf(table)).toEqual([
      ['Mar 2026', '2', '8.99 t'],
      ['No date', '1', '1.45 t'],
    ]);
    const monthChart = within(months).getByRole('img', {
      name: /^Bar chart of tonnes CO2 by month/,
    });
    expect(monthChart.getAttribute('aria-label')).toContain('from Mar 2026 to Mar 2026');
    expect(plain(monthChart.textContent)).toContain('8.99 t');
  });

  it('shows every month of a long file, in order', async () => {
    const { choose, estimator } = renderSection();
    const lines = ['type,mode,km,date'];
    for (let month = 0; month < 30; month += 1) {
      const date = `${2024 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-05`;
      lines.push(`travel,Car,${1000 * (month + 1)},${date}`);
    }
    await choose(new File([lines.join('\n')], 'years.csv'));
    await act(async () => estimator.lastJob.succeed(summaryOf(lines.join('\n'))));
    const results = await findResults('years.csv');
    const table = within(results).getByRole('table', {
      name: 'Estimated rows and tonnes CO2 by month',
    });
    const rows = cellsOf(table);
    expect(rows).toHaveLength(30);
    expect(rows[0]).toEqual(['Jan 2024', '1', '210 kg']);
    expect(rows[29]).toEqual(['Jun 2026', '1', '6.30 t']);
    expect(within(results).getByRole('img', { name: /from Jan 2024 to Jun 2026/ })).toBeTruthy();
  });

  it('leaves the months out when no row has a date', async () => {
    const { choose, estimator } = renderSection();
    const csv = 'type,mode,km\ntravel,Car,1400';
    await choose(new File([csv], 'undated.csv'));
    await act(async () => estimator.lastJob.succeed(summaryOf(csv)));
    const results = await findResults('undated.csv');
    expect(within(results).getByText('294 kg CO2')).toBeTruthy();
    expect(within(results).queryByRole('region', { name: 'Totals by month' })).toBeNull();
  });

  it('lists the problems of each row with its number, column, message and reference', async () => {
    const { choose, estimator } = renderSection();
    await choose(new File([CSV], 'trips.csv'));
    await act(async () => estimator.lastJob.succeed(summaryOf(CSV)));
    const results = await findResults('trips.csv');
    const table = within(results).getByRole('table', { name: 'Rows to fix' });
    expect(cellsOf(table)).toEqual([
      ['5', 'mode', 'Use Flight, Car or Boat for a travel row.', 'Moon'],
      ['5', 'km', 'Please enter the distance in kilometres.', 'Moon'],
    ]);
  });

  it('shows the first 100 problems and says how many there are in all', async () => {
    const { choose, estimator } = renderSection();
    const csv = ['type,km', ...Array.from({ length: 240 }, () => 'ship,5'), 'travel,5'].join('\n');
    await choose(new File([csv], 'big.csv'));
    await act(async () => estimator.lastJob.succeed(summaryOf(csv)));
    const results = await findResults('big.csv');
    expect(within(results).getByText('Showing the first 100 of 241 problems.')).toBeTruthy();
    const table = within(results).getByRole('table', { name: 'Rows to fix' });
    expect(within(table).getAllByRole('row').length).toBe(101);
    // No row estimated: Choose A Plan stays disabled and says why.
    const choosePlan = within(results).getByRole('button', { name: 'Choose A Plan' });
    expect((choosePlan as HTMLButtonElement).disabled).toBe(true);
    expect(within(results).getByText(/No row could be estimated yet/)).toBeTruthy();
  });

  it('carries the rounded-up estimate into the plan choices', async () => {
    const { choose, estimator, user, location } = renderSection();
    await choose(new File([CSV], 'trips.csv'));
    await act(async () => estimator.lastJob.succeed(summaryOf(CSV)));
    const results = await findResults('trips.csv');
    await user.click(within(results).getByRole('button', { name: 'Choose A Plan' }));
    const dialog = screen.getByRole('dialog');
    const hrefs = within(dialog)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/Onetime?quantity=11');
    expect(hrefs).toContain('/Subscription?tonnes=11');
    expect(location()).toBe('/Business');
  });

  describe('a file whose estimate is more than one order can hold (issue 18 item 5)', () => {
    // 1,234,567 rows of flights that add up to 4,159,847.3 t: the figures of the issue.
    const BIG: BulkSummary = {
      rowsRead: 1_234_567,
      rowsEstimated: 1_234_560,
      rowsByMode: { tourism: 1_000_000, events: 200_000, hotels: 34_560 },
      byMode: { tourism: 1_386_615.8, events: 1_386_615.8, hotels: 1_386_615.7 },
      byMonth: [{ month: '2025-01', rows: 1_234_560, tonnes: 4_159_847.3 }],
      totalTonnes: 4_159_847.3,
      errors: [],
      errorCount: 7,
    };

    async function openBig() {
      const view = renderSection();
      await view.choose(sizedFile('fleet-2025.csv', 734 * MB));
      await act(async () => view.estimator.lastJob.succeed(BIG));
      const results = await findResults('fleet-2025.csv');
      return { ...view, results };
    }

    it('prints every number with thousands separators, each kept on the line of its unit', async () => {
      const { results } = await openBig();
      expect(stat(results, 'Rows read')).toBe('1,234,567');
      expect(stat(results, 'Rows estimated')).toBe('1,234,560');
      expect(results.textContent).toContain('fleet-2025.csv734\u00a0MB');
      const total = within(results).getByText(/^4,159,847\.30.*CO2$/);
      expect(total.textContent).toBe('4,159,847.30\u00a0t CO2');
      expect(within(results).getByText(/^Offset 4,159,848 t CO2/).textContent).toContain(
        '4,159,848\u00a0t\u00a0CO2',
      );
      const months = within(results).getByRole('table', { name: /by month/ });
      expect(within(months).getAllByRole('row')[1]?.textContent).toBe(
        'Jan 20251,234,5604,159,847.30\u00a0t',
      );
    });

    it('shows activity shares that add up to exactly 100 %', async () => {
      const { results } = await openBig();
      const chart = within(results).getByRole('figure');
      // Three near-equal thirds: plain rounding shows 33 % three times (99 %).
      const shares = [...chart.textContent.matchAll(/(\d+)%/g)].map((match) => Number(match[1]));
      expect(shares).toEqual([34, 33, 33]);
    });

    it('offers one order of at most the cap, with a note, and a way to talk to us', async () => {
      const { results, user, location } = await openBig();
      await user.click(within(results).getByRole('button', { name: 'Choose A Plan' }));
      const dialog = screen.getByRole('dialog', { name: 'Choose A Plan' });
      expect(plain(within(dialog).getByText(/One order can hold at most/).textContent)).toBe(
        'That is 4,159,848 t CO2 in whole tonnes. One order can hold at most 2,000 t, so the options below offer 2,000 t; for the rest, talk to us.',
      );
      expect(
        within(dialog).getByText('Offset 2,000 t once, at $14.00 per tonne: $28,000.00 in total.'),
      ).toBeTruthy();
      const buy = within(dialog).getByRole('link', { name: 'Buy 2,000 t once' });
      expect(buy.getAttribute('href')).toBe('/Onetime?quantity=2000');
      expect(
        within(dialog).getByRole('link', { name: 'See monthly plans' }).getAttribute('href'),
      ).toBe('/Subscription?tonnes=2000');

      const talk = within(dialog).getByRole('link', { name: 'Talk to us about larger volumes' });
      const target = new URL(talk.getAttribute('href') ?? '', 'https://netzero.example');
      expect(target.pathname).toBe('/');
      expect(target.hash).toBe('#enquiry');
      expect(target.searchParams.get('enquiry')).toBe(
        'We would like to offset 4,159,848 t CO2, our estimate from the file fleet-2025.csv. That is more than one online order can hold (2,000 t), so please contact us about buying this volume.',
      );
      await user.click(talk);
      expect(location()).toBe(`/${target.search}`);
    });
  });

  it('notes a file with a header and no data rows, in the catalogue’s words', async () => {
    const { choose, estimator } = renderSection();
    const csv = 'type,mode,km\n';
    await choose(new File([csv], 'empty.csv'));
    await act(async () => estimator.lastJob.succeed(summaryOf(csv)));
    const results = await findResults('empty.csv');
    expect(stat(results, 'Rows read')).toBe('0');
    expect(
      within(results).getByText('This file has a header row but no data rows below it.'),
    ).toBeTruthy();
    const choosePlan = within(results).getByRole('button', { name: 'Choose A Plan' });
    expect((choosePlan as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers the whole estimate, with no talk-to-us, when one order holds it', async () => {
    const { choose, estimator, user } = renderSection();
    await choose(new File([CSV], 'trips.csv'));
    await act(async () => estimator.lastJob.succeed(summaryOf(CSV)));
    const results = await findResults('trips.csv');
    await user.click(within(results).getByRole('button', { name: 'Choose A Plan' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByText(/One order can hold at most/)).toBeNull();
    expect(within(dialog).queryByRole('link', { name: /Talk to us/ })).toBeNull();
  });

  it('a newer file cancels the one still being read, whose late answers are ignored', async () => {
    const { choose, estimator } = renderSection();
    await choose(new File([CSV], 'first.csv'));
    const first = estimator.lastJob;
    dropFile(new File([CSV], 'second.csv'));
    await waitFor(() => expect(estimator.jobs).toHaveLength(2));
    expect(first.cancelCalls).toBe(1);
    expect(first.state).toBe('cancelled');
    expect(screen.getByRole('progressbar', { name: /Reading second\.csv/ })).toBeTruthy();

    act(() => {
      first.progress({ bytesRead: 99, rowsRead: 7, elapsedMs: 1000 });
    });
    expect(screen.queryByText(/7 rows/)).toBeNull();
    const second = estimator.lastJob;
    await act(async () => second.succeed(summaryOf('type,mode,km\ntravel,Car,1400')));
    const results = await findResults('second.csv');
    expect(within(results).getByText('294 kg CO2')).toBeTruthy();
    expect(screen.queryByText('Reading cancelled. Nothing was kept.')).toBeNull();
    expect(second.cancelCalls).toBe(0);
  });

  it('stops reading when the page is left', async () => {
    const { choose, estimator, unmount } = renderSection();
    await choose(new File([CSV], 'trips.csv'));
    unmount();
    expect(estimator.lastJob.state).toBe('cancelled');
  });
});
