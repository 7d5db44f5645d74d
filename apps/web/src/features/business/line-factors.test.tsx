import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-app';
import { BusinessPage } from './business-page';
import { lineField, lineItem, lineTonnes, modeRegion, portsWithPlaces } from './business-test-kit';

function renderBusiness() {
  return renderPage(<BusinessPage />, { route: '/Business', ports: portsWithPlaces() });
}

/** The factors and sources a line shows, one text per term ('20 km × 0.25 kg · spec factor · …'). */
function lineFactors(title: string): (string | null)[] {
  return within(lineItem(title))
    .queryAllByText(/ × /)
    .map((formula) => formula.closest('p')?.textContent ?? null);
}

describe('an estimator line shows its factor and source (issue 18 item 4)', () => {
  it('shows a flight’s km × factor and the DESNZ 2024 reference beside its figure', async () => {
    const { user } = renderBusiness();
    await user.click(
      within(modeRegion('Tourism & Travel')).getByRole('button', { name: 'Add a trip' }),
    );
    // No transport, no factor yet.
    expect(within(lineItem('Trip 1')).queryByRole('group', { name: /factors and sources/ })).toBe(
      null,
    );
    await user.selectOptions(lineField('Trip 1', 'Transport'), 'Flight');
    await user.type(lineField('Trip 1', 'Distance (km)'), '1000');
    expect(lineTonnes('Trip 1')).toBe('150 kg CO2');
    expect(lineFactors('Trip 1')).toEqual([
      '1,000 km × 0.15 kg · spec factor · DESNZ 2024 Domestic flight, average passenger, with RF: 0.23–0.27 kg/passenger-km',
    ]);
    await user.selectOptions(lineField('Trip 1', 'Transport'), 'Car');
    expect(lineFactors('Trip 1')).toEqual([
      '1,000 km × 0.21 kg · spec factor · DESNZ 2024 Average car, unknown fuel: 0.17 kg/vehicle-km',
    ]);
  });

  it('says plainly when the factor has no public source, and shows the closest reference', async () => {
    const { user } = renderBusiness();
    await user.click(
      within(modeRegion('Events & Conferences')).getByRole('button', { name: 'Add an event' }),
    );
    await user.type(lineField('Event 1', 'Attendees'), '100');
    await user.type(lineField('Event 1', 'Duration (hours)'), '8');
    await user.type(lineField('Event 1', 'Venue energy (units)'), '1000');
    expect(lineTonnes('Event 1')).toBe('4.70 t CO2');
    expect(lineFactors('Event 1')).toEqual([
      '100 attendees × 8 h × 5 kg · spec factor, no public source · closest: DESNZ 2024 Hotel stay, UK (from the CHSB index): 10 kg/room night',
      '1,000 units × 0.7 kg · spec factor · CEA India Indian grid electricity: 0.7 kg/kWh',
    ]);
  });

  it('shows a hotel stay’s nights × stars × factor', async () => {
    const { user } = renderBusiness();
    await user.click(
      within(modeRegion('Hotels & Resorts')).getByRole('button', { name: 'Add a hotel stay' }),
    );
    await user.type(lineField('Hotel stay 1', 'Room nights'), '2');
    await user.click(within(lineItem('Hotel stay 1')).getByRole('radio', { name: '3 stars' }));
    await user.type(lineField('Hotel stay 1', 'Energy use (units)'), '100');
    expect(lineFactors('Hotel stay 1')).toEqual([
      '2 nights × 3★ × 10 kg · spec factor, no public source · closest: DESNZ 2024 Hotel stay, UK (from the CHSB index): 10 kg/room night',
      '100 units × 0.5 kg · spec factor · DESNZ 2024 UK electricity, generation: 0.21 kg/kWh',
    ]);
  });

  it('links the estimator to /Methodology', async () => {
    renderBusiness();
    const link = screen.getByRole('link', { name: 'How we calculate: factors and sources' });
    expect(link.getAttribute('href')).toBe('/Methodology');
  });
});
