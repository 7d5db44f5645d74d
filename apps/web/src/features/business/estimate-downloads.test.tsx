import { encodeEstimateLink } from '@netzero/core';
import { FakeEstimateAddress } from '@netzero/core-fakes';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lineTonnes, portsWithPlaces } from './business-test-kit';
import { fillEveryMode, renderBusiness, TOTAL_TONNES } from './estimate-test-kit';

describe('the business estimate downloads', () => {
  it('downloads a CSV with one row per line, the factor used, a total row and no live formulas', async () => {
    const ports = portsWithPlaces();
    const { user } = renderBusiness(ports);
    await fillEveryMode(user);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    const [file] = ports.fileDownloader.files;
    expect(file?.name).toBe('netzero-estimate-2026-11-22.csv');
    expect(file?.type).toBe('text/csv;charset=utf-8');
    const rows = String(file?.content)
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(rows).toEqual([
      'Line,Mode,Inputs,Tonnes CO2,Factor used',
      'Trip 1,Tourism & Travel,"Flight, =Delhi to Mumbai, ""India"", 1150 km",0.1725,"0.00015 t CO2 per km, per traveller"',
      'Trip 2,Tourism & Travel,"Car, 1400 km",0.294,"0.00021 t CO2 per km, per car"',
      'Trip 3,Tourism & Travel,"Boat (whole boat), 20 km, 4 passengers, 12 m boat",0.102,"0.0003 t CO2 per km, per boat + 0.002 t CO2 per passenger per metre of boat length, once per line"',
      'Event 1,Events & Conferences,"200 attendees, 8 hours, 500 energy units",8.35,0.005 t CO2 per attendee per hour + 0.0007 t CO2 per energy unit',
      'Hotel stay 1,Hotels & Resorts,"2 room nights, 3 stars, 100 energy units",0.11,0.01 t CO2 per room night per star + 0.0005 t CO2 per energy unit',
      `Total,,,${TOTAL_TONNES},`,
      '',
    ]);
  });

  it('never starts a cell with a place name that looks like a formula', async () => {
    const ports = portsWithPlaces();
    ports.estimateAddress = new FakeEstimateAddress(
      encodeEstimateLink({
        lines: [
          {
            mode: 'tourism',
            transport: 'Boat',
            from: { text: '=HYPERLINK("http://evil","x")', id: null },
            to: { text: 'Goa', id: null },
            km: '1',
            kmFromPlaces: false,
            passengers: '2',
            length: '3',
          },
        ],
      }),
    );
    const { user } = renderBusiness(ports);
    await waitFor(() => expect(lineTonnes('Trip 1')).toBe('12 kg CO2'));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    const [, row] = String(ports.fileDownloader.files[0]?.content).split('\r\n');
    // The place name sits inside the cell, after the transport; quotes are doubled.
    expect(row).toBe(
      'Trip 1,Tourism & Travel,"Boat (whole boat), =HYPERLINK(""http://evil"",""x"") to Goa, 1 km, 2 passengers, 3 m boat",0.0123,"0.0003 t CO2 per km, per boat + 0.002 t CO2 per passenger per metre of boat length, once per line"',
    );
  });

  it('downloads a PDF summary with the lines, the total and the link back', async () => {
    const ports = portsWithPlaces();
    const { user } = renderBusiness(ports);
    await fillEveryMode(user);
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(ports.fileDownloader.files).toHaveLength(1));
    const [file] = ports.fileDownloader.files;
    expect(file?.name).toBe('netzero-estimate-2026-11-22.pdf');
    expect(file?.type).toBe('application/pdf');
    expect(file?.content).toEqual(new Uint8Array([0x25, 0x50, 0x44, 0x46])); // the renderer's bytes
    const [summary] = ports.pdfRenderer.summaries;
    expect(summary?.subtitle).toBe('Made on 22 November 2026');
    expect(summary?.headline).toBe(`Total: ${TOTAL_TONNES} t CO2 (9.03 t)`);
    expect(summary?.totalFigure).toBe(String(TOTAL_TONNES));
    expect(summary?.rows.map((row) => [row.title, row.figure])).toEqual([
      ['Trip 1', '0.1725'],
      ['Trip 2', '0.294'],
      ['Trip 3', '0.102'],
      ['Event 1', '8.35'],
      ['Hotel stay 1', '0.11'],
    ]);
    expect(summary?.rows[2]?.text).toBe('Boat (whole boat), 20 km, 4 passengers, 12 m boat');
    // Every factor once, with its source: flight, car, boating ×2, events ×2, hotels ×2.
    expect(summary?.notes).toHaveLength(8);
    expect(summary?.notes[0]).toBe(
      'Flight: 0.00015 t CO2 per km, per traveller (NetZero Market product specification, §9)',
    );
    expect(summary?.link).toBe(
      `http://localhost/Business?e=${encodeURIComponent(ports.estimateAddress.code ?? '')}`,
    );
    expect(screen.getByText(/kept in the page address/)).toBeTruthy();
  });
});
