import { summariseBulkCsv } from '@netzero/bulk';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-app';
import { BulkResults } from './bulk-results';

describe('the estimate of an uploaded file (issue 18 item 4)', () => {
  it('links to /Methodology, where its factors and sources are', () => {
    const summary = summariseBulkCsv('Type;Mode;KM\r\ntravel;Car;100');
    if (!summary.ok) throw new Error(summary.error);
    renderPage(<BulkResults file={{ name: 'trips.csv', size: 40 }} summary={summary.value} />);
    const link = screen.getByRole('link', { name: 'How we calculate: factors and sources' });
    expect(link.getAttribute('href')).toBe('/Methodology');
  });
});
