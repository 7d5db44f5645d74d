import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, renderPage } from '../../test/render-app';
import { BusinessPage } from './business-page';
import {
  choosePlan,
  lineField,
  lineItem,
  lineTonnes,
  modeRegion,
  portsWithPlaces,
} from './business-test-kit';

function renderBusiness() {
  return renderPage(<BusinessPage />, { route: '/Business', ports: portsWithPlaces() });
}

type User = ReturnType<typeof renderBusiness>['user'];

async function addLine(user: User, mode: string, button: string) {
  await user.click(within(modeRegion(mode)).getByRole('button', { name: button }));
}

async function fillEvent(
  user: User,
  title: string,
  attendees: string,
  hours: string,
  energy: string,
) {
  await user.type(lineField(title, 'Attendees'), attendees);
  await user.type(lineField(title, 'Duration (hours)'), hours);
  if (energy !== '') await user.type(lineField(title, 'Venue energy (units)'), energy);
}

describe('/Business Solutions For Business', () => {
  it('is the page at /Business, with the estimator accordion open by default', async () => {
    const { user } = renderApp({ route: '/Business', ports: portsWithPlaces() });
    await screen.findByRole('heading', { level: 1, name: 'Solutions For Business' });
    const toggle = screen.getByRole('button', { name: 'Quick Carbon Estimator' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(false);
    expect(screen.getByRole('region', { name: 'Tourism & Travel' })).toBeTruthy();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hidden).toBe(true);
    expect(screen.queryByRole('region', { name: 'Tourism & Travel' })).toBe(null);
    await user.click(toggle);
    expect(screen.getByRole('region', { name: 'Events & Conferences' })).toBeTruthy();
  });

  it('adds lines to each mode several times and removes them, renumbering the rest', async () => {
    const { user } = renderBusiness();
    for (const [mode, add] of [
      ['Tourism & Travel', 'Add a trip'],
      ['Events & Conferences', 'Add an event'],
      ['Hotels & Resorts', 'Add a hotel stay'],
    ] as const) {
      expect(within(modeRegion(mode)).queryAllByRole('listitem')).toHaveLength(0);
      await addLine(user, mode, add);
      await addLine(user, mode, add);
      expect(within(modeRegion(mode)).getAllByRole('listitem')).toHaveLength(2);
    }
    expect(screen.getByRole('heading', { name: 'Trip 2' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Event 2' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Hotel stay 2' })).toBeTruthy();
    // A new line's first field takes focus.
    expect(document.activeElement).toBe(lineField('Hotel stay 2', 'Room nights'));

    await user.type(lineField('Event 2', 'Attendees'), '75');
    await user.click(screen.getByRole('button', { name: 'Remove event 1' }));
    expect(within(modeRegion('Events & Conferences')).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Event 2' })).toBe(null);
    expect(lineField('Event 1', 'Attendees').value).toBe('75');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Add an event/ }));

    await user.click(screen.getByRole('button', { name: 'Remove trip 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove trip 1' }));
    expect(within(modeRegion('Tourism & Travel')).getByText('No trips yet.')).toBeTruthy();
  });

  it('shows live tonnes per line, per mode and in total', async () => {
    const { user } = renderBusiness();
    await addLine(user, 'Tourism & Travel', 'Add a trip');
    await user.selectOptions(lineField('Trip 1', 'Transport'), 'Car');
    await user.type(lineField('Trip 1', 'Distance (km)'), '1400');
    expect(lineTonnes('Trip 1')).toBe('294 kg CO2');

    await addLine(user, 'Tourism & Travel', 'Add a trip');
    await user.selectOptions(lineField('Trip 2', 'Transport'), 'Flight');
    await user.type(lineField('Trip 2', 'Distance (km)'), '1000');
    expect(lineTonnes('Trip 2')).toBe('150 kg CO2');
    const subtotal = within(modeRegion('Tourism & Travel')).getByText('Subtotal').parentElement;
    expect(subtotal?.textContent).toBe('Subtotal 444 kg CO2');

    await addLine(user, 'Events & Conferences', 'Add an event');
    await fillEvent(user, 'Event 1', '200', '8', '1000');
    expect(lineTonnes('Event 1')).toBe('8.70 t CO2'); // 200 × 8 × 0.005 + 1000 × 0.0007

    await addLine(user, 'Hotels & Resorts', 'Add a hotel stay');
    await user.type(lineField('Hotel stay 1', 'Room nights'), '2');
    await user.click(within(lineItem('Hotel stay 1')).getByRole('radio', { name: '3 stars' }));
    await user.type(lineField('Hotel stay 1', 'Energy use (units)'), '100');
    expect(lineTonnes('Hotel stay 1')).toBe('110 kg CO2'); // 2 × 3 × 0.01 + 100 × 0.0005

    const summary = screen.getByRole('region', { name: 'Your estimate' });
    expect(within(summary).getByText('9.25 t CO2').textContent).toBe('9.25 t CO2');
    const chart = within(summary).getByRole('figure');
    const rows = within(chart)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Tourism & Travel444 kg5%',
      'Events & Conferences8.70 t94%',
      'Hotels & Resorts110 kg1%',
    ]);
  });

  it('prices a Boat trip per km until passengers and boat length describe the boat', async () => {
    const { user } = renderBusiness();
    await addLine(user, 'Tourism & Travel', 'Add a trip');
    expect(within(lineItem('Trip 1')).queryByLabelText('Passengers (optional)')).toBe(null);
    await user.selectOptions(lineField('Trip 1', 'Transport'), 'Boat');
    await user.type(lineField('Trip 1', 'Distance (km)'), '20');
    // The spec's Boat factor: 20 × 0.00025 t, complete without passengers or length.
    expect(lineTonnes('Trip 1')).toBe('5 kg CO2');
    expect(choosePlan().disabled).toBe(false);
    expect(within(lineItem('Trip 1')).getByText('Counted per km:')).toBeTruthy();
    expect(within(lineItem('Trip 1')).getByText('20 km × 0.25 kg')).toBeTruthy();
    expect(
      screen.getByText(/^Boat: 0\.25 kg CO2 per km\. Add passengers and boat length/),
    ).toBeTruthy();

    await user.type(lineField('Trip 1', 'Passengers (optional)'), '4');
    expect(choosePlan().disabled).toBe(true); // the boating formula needs the length too
    await user.type(lineField('Trip 1', 'Boat length (m, optional)'), '12');
    expect(lineTonnes('Trip 1')).toBe('102 kg CO2'); // 20 × 0.0003 + 4 × 12 × 0.002
    expect(within(lineItem('Trip 1')).getByText('Counted for the whole boat:')).toBeTruthy();
    expect(within(lineItem('Trip 1')).getByText('20 km × 0.3 kg')).toBeTruthy();
    expect(within(lineItem('Trip 1')).getByText('4 × 12 m × 2 kg')).toBeTruthy();
    expect(choosePlan().disabled).toBe(false);
  });

  it("enables 'Choose A Plan' only when there is a line and every line is complete", async () => {
    const { user } = renderBusiness();
    expect(choosePlan().disabled).toBe(true);
    expect(
      screen.getByText('Add a trip, an event or a hotel stay to start your estimate.'),
    ).toBeTruthy();

    await addLine(user, 'Events & Conferences', 'Add an event');
    await fillEvent(user, 'Event 1', '200', '8', '');
    expect(choosePlan().disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Event 1: energy units' })).toBeTruthy();
    await user.type(lineField('Event 1', 'Venue energy (units)'), '500');
    expect(choosePlan().disabled).toBe(false);
    expect(
      screen.getByText('Every line is complete. Choose how to offset 8.35 t CO2.'),
    ).toBeTruthy();

    await addLine(user, 'Hotels & Resorts', 'Add a hotel stay');
    expect(choosePlan().disabled).toBe(true);
    await user.type(lineField('Hotel stay 1', 'Room nights'), '3');
    await user.type(lineField('Hotel stay 1', 'Energy use (units)'), '0');
    const missing = screen.getByRole('button', { name: 'Hotel stay 1: star rating, energy units' });
    expect(choosePlan().getAttribute('aria-describedby')).toBe(missing.closest('div')?.id);

    await user.click(within(lineItem('Hotel stay 1')).getByRole('radio', { name: '4 stars' }));
    await user.clear(lineField('Hotel stay 1', 'Energy use (units)'));
    await user.type(lineField('Hotel stay 1', 'Energy use (units)'), '40');
    expect(choosePlan().disabled).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remove event 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove hotel stay 1' }));
    expect(choosePlan().disabled).toBe(true);
  });

  it('shows a field’s message once it has been touched, and the missing list reveals a line', async () => {
    const { user } = renderBusiness();
    await addLine(user, 'Events & Conferences', 'Add an event');
    const attendees = lineField('Event 1', 'Attendees');
    expect(document.activeElement).toBe(attendees);
    expect(within(lineItem('Event 1')).queryByText(/Please enter/)).toBe(null);

    await user.tab(); // leaves Attendees empty
    expect(
      within(lineItem('Event 1')).getByText('Please enter the number of attendees (above 0).'),
    ).toBeTruthy();
    expect(attendees.getAttribute('aria-invalid')).toBe('true');
    expect(within(lineItem('Event 1')).queryByText(/energy units \(above 0\)/)).toBe(null);

    await user.type(attendees, '40');
    expect(attendees.getAttribute('aria-invalid')).toBe(null);

    await user.click(screen.getByRole('button', { name: 'Event 1: duration, energy units' }));
    expect(document.activeElement).toBe(lineField('Event 1', 'Duration (hours)'));
    expect(
      within(lineItem('Event 1')).getByText('Please enter the duration in hours (above 0).'),
    ).toBeTruthy();
    expect(
      within(lineItem('Event 1')).getByText('Please enter the energy units (above 0).'),
    ).toBeTruthy();
  });

  it('opens the plan popup with the estimate and links carrying the whole tonnes', async () => {
    const { user } = renderBusiness();
    await addLine(user, 'Tourism & Travel', 'Add a trip');
    await user.selectOptions(lineField('Trip 1', 'Transport'), 'Car');
    await user.type(lineField('Trip 1', 'Distance (km)'), '1400');
    await addLine(user, 'Events & Conferences', 'Add an event');
    await fillEvent(user, 'Event 1', '200', '8', '500');
    await user.click(choosePlan());

    const dialog = screen.getByRole('dialog', { name: 'Choose A Plan' });
    expect(within(dialog).getByText('Your estimate: 8.64 t CO2')).toBeTruthy();
    expect(
      within(dialog).getByText('We round up to whole tonnes, so we suggest offsetting 9 t CO2.'),
    ).toBeTruthy();
    expect(
      within(dialog).getByText('Offset 9 t once, at $14.00 per tonne: $126.00 in total.'),
    ).toBeTruthy();
    expect(within(dialog).getByText(/NetZero Max covers up to 10 t a month/)).toBeTruthy();
    const oneTime = within(dialog).getByRole('link', { name: 'Buy 9 t once' });
    const monthly = within(dialog).getByRole('link', { name: 'See monthly plans' });
    expect(oneTime.getAttribute('href')).toBe('/Onetime?quantity=9');
    expect(monthly.getAttribute('href')).toBe('/Subscription?tonnes=9');

    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('dialog')).toBe(null);
    expect(document.activeElement).toBe(choosePlan());
  });

  it('says when the estimate is above the largest plan', async () => {
    const { user } = renderBusiness();
    await addLine(user, 'Events & Conferences', 'Add an event');
    await fillEvent(user, 'Event 1', '300', '8', '100');
    await user.click(choosePlan());
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog).getByText(/Our largest plan, NetZero Max, covers 10 t a month/),
    ).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: 'See monthly plans' }).getAttribute('href'),
    ).toBe('/Subscription?tonnes=13');
  });
});
