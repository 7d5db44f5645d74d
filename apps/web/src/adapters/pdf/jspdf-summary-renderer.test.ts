import type { PdfSummary } from '@netzero/core';
import { describe, expect, it } from 'vitest';
import { JspdfSummaryRenderer } from './jspdf-summary-renderer';

const link = `https://netzero.example/Business?e=${'A'.repeat(300)}`;

const summary: PdfSummary = {
  documentTitle: 'NetZero Market: Business emissions estimate',
  brand: 'NetZero Market',
  title: 'Business emissions estimate',
  subtitle: 'Made on 22 November 2026',
  headline: 'Total: 9.0285 t CO2 (9.03 t)',
  columns: { title: 'Line', text: 'Inputs / Factor used', figure: 'Tonnes CO2' },
  rows: [
    {
      title: 'Trip 1',
      caption: 'Tourism & Travel',
      text: 'Flight, München to 東京, 1150 km',
      detail: '0.00015 t CO2 per km (Flight)',
      figure: '0.1725',
    },
    {
      title: 'Event 1',
      caption: 'Events & Conferences',
      text: '200 attendees, 8 hours, 500 energy units',
      detail: '0.005 t CO2 per attendee-hour + 0.0007 t CO2 per energy unit',
      figure: '8.35',
    },
  ],
  totalLabel: 'Total',
  totalFigure: '9.0285',
  notesHeading: 'Factors used',
  notes: ['0.00015 t CO2 per km (Flight)'],
  linkHeading: 'Open this estimate again',
  linkNote: 'Offset exactly this estimate: open the link and choose a plan.',
  link,
};

describe('JspdfSummaryRenderer', () => {
  it('makes a one-page PDF with the total, the rows and a clickable link back', async () => {
    const bytes = await new JspdfSummaryRenderer().render(summary);
    const text = new TextDecoder('latin1').decode(bytes);
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(text).toContain('(Total: 9.0285 t CO2 \\(9.03 t\\)) Tj');
    expect(text).toContain('(9.0285) Tj');
    expect(text).toContain('(Trip 1) Tj');
    expect(text).toContain('(Event 1) Tj');
    // Latin-1 prints as is; a script the built-in fonts lack prints as '?', never as garbage.
    expect(text).toContain('M\u00fcnchen to ??');
    expect(text).toContain(`/URI (${link})`);
    expect(bytes.length).toBeLessThan(40_000);
  });
});
