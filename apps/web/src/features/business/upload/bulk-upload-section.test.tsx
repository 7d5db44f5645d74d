import { summariseBulkCsv } from '@netzero/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, renderPage } from '../../../test/render-app';
import { BulkUploadSection } from './bulk-upload-section';
import { readBulkFile } from './read-bulk-file';
import { buildXlsx } from './xlsx-test-kit';

const CSV = [
  'Type;Mode;From;To;KM;Attendees;Hours;Energy;Nights;Rating;Reference',
  'travel;Car;Delhi;Mumbai;1400;;;;;;Road trip',
  'event;;;;;200;8;1000;;;Partner summit',
  'hotel;;;;;;;500;30;4;Summit hotel',
  'travel;Rocket;;;abc;;;;;;Moon',
].join('\r\n');

function dropFile(file: File) {
  fireEvent.drop(screen.getByTestId('upload-drop-zone'), { dataTransfer: { files: [file] } });
}

function renderSection() {
  return renderPage(<BulkUploadSection />, { route: '/Business' });
}

async function findResults(name: string) {
  return screen.findByRole('region', { name: `Estimate from ${name}` });
}

function stat(results: HTMLElement, label: string) {
  const term = within(results).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
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
      'reference',
    ]);
  });

  it('refuses a file over 1 GB with the spec message, whatever its format', async () => {
    const { user } = renderSection();
    const huge = new File(['type'], 'trips.csv', { type: 'text/csv' });
    Object.defineProperty(huge, 'size', { value: 1024 ** 3 + 1 });
    await user.upload(screen.getByLabelText('Choose a file'), huge);
    expect(screen.getByRole('alert').textContent).toBe(
      'File size exceeds 1 GB limit. Please upload a smaller file.',
    );
    expect(screen.queryByRole('region', { name: /Estimate from/ })).toBeNull();
  });

  it('refuses other formats with the catalogue message', async () => {
    renderSection();
    dropFile(new File(['%PDF'], 'trips.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please upload a CSV or Excel (.xlsx, .xls) file.',
    );
  });

  it('explains that an old .xls workbook must be saved as .xlsx or CSV', async () => {
    renderSection();
    dropFile(new File(['binary'], 'trips.xls'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/older Excel file/));
  });

  it('summarises a CSV: rows read and estimated, tonnes by activity and in total', async () => {
    const { user } = renderSection();
    await user.upload(
      screen.getByLabelText('Choose a file'),
      new File([CSV], 'travel-2025.csv', { type: 'text/csv' }),
    );
    const results = await findResults('travel-2025.csv');
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
  });

  it('lists the problems of each row with its number, column, message and reference', async () => {
    const { user } = renderSection();
    await user.upload(screen.getByLabelText('Choose a file'), new File([CSV], 'trips.csv'));
    const results = await findResults('trips.csv');
    const table = within(results).getByRole('table', { name: 'Rows to fix' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['5', 'mode', 'Use Flight, Car or Boat for a travel row.', 'Moon'],
      ['5', 'km', 'Please enter the distance in kilometres.', 'Moon'],
    ]);
  });

  it('shows the first 100 problems and says how many there are in all', async () => {
    const { user } = renderSection();
    const lines = ['type,km', ...Array.from({ length: 240 }, () => 'ship,5'), 'travel,5'];
    await user.upload(
      screen.getByLabelText('Choose a file'),
      new File([lines.join('\n')], 'big.csv'),
    );
    const results = await findResults('big.csv');
    expect(within(results).getByText('Showing the first 100 of 241 problems.')).toBeTruthy();
    const table = within(results).getByRole('table', { name: 'Rows to fix' });
    expect(within(table).getAllByRole('row').length).toBe(101);
    // No row estimated: Choose A Plan stays disabled and says why.
    const choose = within(results).getByRole('button', { name: 'Choose A Plan' });
    expect((choose as HTMLButtonElement).disabled).toBe(true);
    expect(within(results).getByText(/No row could be estimated yet/)).toBeTruthy();
  });

  it('summarises an XLSX workbook the same way', async () => {
    const { user } = renderSection();
    const workbook = buildXlsx([
      ['type', 'mode', 'km', 'passengers', 'length', 'reference'],
      ['travel', 'Flight', 1150, null, null, 'Delhi–Mumbai'],
      ['boat', null, 20, 6, 12, 'Ferry'],
    ]);
    await user.upload(
      screen.getByLabelText('Choose a file'),
      new File([workbook], 'q3.xlsx', {
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
    );
    const results = await findResults('q3.xlsx');
    expect(stat(results, 'Rows estimated')).toBe('2');
    // Flight 1,150 × 0.00015 = 0.1725 t; boat 20 × 0.0003 + 6 × 12 × 0.002 = 0.15 t.
    expect(within(results).getByText('323 kg CO2')).toBeTruthy();
    expect(within(results).queryByRole('table', { name: 'Rows to fix' })).toBeNull();
  });

  it('says so when the first row has no type column, or the workbook cannot be read', async () => {
    const { user } = renderSection();
    await user.upload(
      screen.getByLabelText('Choose a file'),
      new File(['mode,km\nCar,5'], 'a.csv'),
    );
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(/The first row has no "type" column/),
    );
    await user.upload(screen.getByLabelText('Choose a file'), new File(['not a zip'], 'b.xlsx'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(/We could not read this file/),
    );
  });

  it('carries the rounded-up estimate into the plan choices', async () => {
    const { user, location } = renderSection();
    await user.upload(screen.getByLabelText('Choose a file'), new File([CSV], 'trips.csv'));
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
});

describe('the shipped templates', () => {
  // The web project has no Node types; this test runs in Node and reads the files it ships from disk.
  async function template(name: string): Promise<Uint8Array> {
    const fs = (await import(/* @vite-ignore */ `node:${'fs'}`)) as {
      readFileSync(path: URL): Uint8Array;
    };
    // Through a variable: Vite rewrites `new URL('…', import.meta.url)` into an asset address.
    const here = import.meta.url;
    const templates = new URL('../../../../public/templates/', here);
    return fs.readFileSync(new URL(name, templates));
  }

  it('hold the same rows in CSV and Excel, and every row estimates', async () => {
    const csvBytes = await template('netzero-estimate-template.csv');
    const csv = summariseBulkCsv(new TextDecoder().decode(csvBytes));
    const xlsxBytes = await template('netzero-estimate-template.xlsx');
    const xlsx = await readBulkFile(new File([new Uint8Array(xlsxBytes)], 'template.xlsx'));
    if (!csv.ok || !xlsx.ok) throw new Error('a template did not read');
    expect(csv.value.rowsRead).toBe(6);
    expect(csv.value.errorCount).toBe(0);
    expect(xlsx.value).toEqual(csv.value);
  });
});
