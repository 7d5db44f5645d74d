import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { renderPage } from '../../test/render-app';
import { BusinessPage } from './business-page';
import { lineField, lineItem, lineTonnes, modeRegion, portsWithPlaces } from './business-test-kit';

/** Fake ports of the business page. */
export type Ports = ReturnType<typeof portsWithPlaces>;

/** Renders /Business over the ports (the same ports again is a reload). */
export function renderBusiness(ports: Ports = portsWithPlaces()) {
  return renderPage(<BusinessPage />, { route: '/Business', ports });
}

/** The user-event of a render. */
export type User = ReturnType<typeof renderBusiness>['user'];

/** Clicks a mode's add button. */
export async function addLine(user: User, mode: string, button: string) {
  await user.click(within(modeRegion(mode)).getByRole('button', { name: button }));
}

/** The From or To combobox of a line. */
export const place = (title: string, name: string) =>
  within(lineItem(title)).getByRole('combobox', { name }) as HTMLInputElement;

/** The estimate summary region. */
export const summary = () => screen.getByRole('region', { name: 'Your estimate' });
/** The total the summary shows. */
export const totalText = () =>
  within(summary()).getByText(/CO2$/, { selector: 'span' }).textContent;

/** Fills a flight, a car trip, a boating trip, an event and a hotel stay: every kind of line. */
export async function fillEveryMode(user: User) {
  await addLine(user, 'Tourism & Travel', 'Add a trip');
  await user.selectOptions(lineField('Trip 1', 'Transport'), 'Flight');
  await user.type(place('Trip 1', 'From'), '=Delhi');
  await user.type(place('Trip 1', 'To'), 'Mumbai, "India"');
  await user.type(lineField('Trip 1', 'Distance (km)'), '1150');
  await addLine(user, 'Tourism & Travel', 'Add a trip');
  await user.selectOptions(lineField('Trip 2', 'Transport'), 'Car');
  await user.type(lineField('Trip 2', 'Distance (km)'), '1400');
  await addLine(user, 'Tourism & Travel', 'Add a trip');
  await user.selectOptions(lineField('Trip 3', 'Transport'), 'Boat');
  await user.type(lineField('Trip 3', 'Distance (km)'), '20');
  await user.type(lineField('Trip 3', 'Passengers (optional)'), '4');
  await user.type(lineField('Trip 3', 'Boat length (m, optional)'), '12');
  await addLine(user, 'Events & Conferences', 'Add an event');
  await user.type(lineField('Event 1', 'Attendees'), '200');
  await user.type(lineField('Event 1', 'Duration (hours)'), '8');
  await user.type(lineField('Event 1', 'Venue energy (units)'), '500');
  await addLine(user, 'Hotels & Resorts', 'Add a hotel stay');
  await user.type(lineField('Hotel stay 1', 'Room nights'), '2');
  await user.click(within(lineItem('Hotel stay 1')).getByRole('radio', { name: '3 stars' }));
  await user.type(lineField('Hotel stay 1', 'Energy use (units)'), '100');
}

// 1150 × 0.00015 + 1400 × 0.00021 + (20 × 0.0003 + 4 × 12 × 0.002) + (200 × 8 × 0.005 + 500 × 0.0007)
// + (2 × 3 × 0.01 + 100 × 0.0005) = 0.1725 + 0.294 + 0.102 + 8.35 + 0.11 = 9.0285 t
export const TOTAL_TONNES = 9.0285;

/** Asserts the lines fillEveryMode typed, field by field, and their tonnes. */
export function expectEveryModeShown() {
  expect(lineField('Trip 1', 'Transport').value).toBe('Flight');
  expect(place('Trip 1', 'From').value).toBe('=Delhi');
  expect(place('Trip 1', 'To').value).toBe('Mumbai, "India"');
  expect(lineField('Trip 1', 'Distance (km)').value).toBe('1150');
  expect(lineTonnes('Trip 1')).toBe('173 kg CO2');
  expect(lineTonnes('Trip 2')).toBe('294 kg CO2');
  expect(lineField('Trip 3', 'Passengers (optional)').value).toBe('4');
  expect(lineField('Trip 3', 'Boat length (m, optional)').value).toBe('12');
  expect(lineTonnes('Trip 3')).toBe('102 kg CO2');
  expect(lineTonnes('Event 1')).toBe('8.35 t CO2');
  expect(
    (within(lineItem('Hotel stay 1')).getByRole('radio', { name: '3 stars' }) as HTMLInputElement)
      .checked,
  ).toBe(true);
  expect(lineTonnes('Hotel stay 1')).toBe('110 kg CO2');
  expect(totalText()).toBe('9.03 t CO2');
}
