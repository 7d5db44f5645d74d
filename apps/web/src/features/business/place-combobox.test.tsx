import type { GatewayResult, PlaceSuggestion } from '@netzero/core';
import { httpError } from '@netzero/core-fakes';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, renderPage } from '../../test/render-app';
import { BusinessPage } from './business-page';
import {
  choosePlan,
  lineField,
  lineItem,
  lineTonnes,
  modeRegion,
  PLACES,
  portsWithPlaces,
} from './business-test-kit';

/** Lets the clock run by ms and the replies that it triggers settle. */
async function wait(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

function renderBusiness(ports = portsWithPlaces()) {
  return renderPage(<BusinessPage />, { route: '/Business', ports });
}

const combobox = (name: 'From' | 'To') =>
  within(lineItem('Trip 1')).getByRole('combobox', { name }) as HTMLInputElement;
/** The place options on show (a transport select's options are options too). */
const placeOptions = () =>
  screen.queryAllByRole('listbox').flatMap((listbox) => within(listbox).getAllByRole('option'));
const optionLabels = () => placeOptions().map((option) => option.firstChild?.textContent);

// These tests drive the DOM with fireEvent: user-event and Testing Library's async helpers
// wait on setTimeout themselves, which would stop the exact 300 ms clock below.
const type = (input: HTMLInputElement, value: string) =>
  fireEvent.change(input, { target: { value } });
const press = (input: HTMLInputElement, key: string) => fireEvent.keyDown(input, { key });

async function pickWithKeys(name: 'From' | 'To', text: string, downs = 1) {
  type(combobox(name), text);
  await wait(300);
  for (let step = 0; step < downs; step += 1) press(combobox(name), 'ArrowDown');
  press(combobox(name), 'Enter');
  await wait(0);
}

function addTrip(transport: string) {
  fireEvent.click(
    within(modeRegion('Tourism & Travel')).getByRole('button', { name: 'Add a trip' }),
  );
  fireEvent.change(lineField('Trip 1', 'Transport'), { target: { value: transport } });
}

describe('From and To place suggestions', () => {
  // Only the timers the debounce uses are fake and they move only when told.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for suggestions only 300 ms after the last keystroke', async () => {
    const { ports } = renderBusiness();
    addTrip('Car');
    type(combobox('From'), 'De');
    await wait(200);
    type(combobox('From'), 'Del');
    await wait(299);
    expect(ports.placesGateway.script.argsOf('suggest')).toEqual([]);
    expect(combobox('From').getAttribute('aria-expanded')).toBe('false');

    await wait(1);
    expect(ports.placesGateway.script.argsOf('suggest')).toEqual([['Del']]);
    expect(combobox('From').getAttribute('aria-expanded')).toBe('true');
    expect(optionLabels()).toEqual([
      'Delhi, India',
      'Indira Gandhi International Airport (DEL), Delhi',
    ]);
    const listbox = screen.getByRole('listbox', { name: 'From' });
    expect(combobox('From').getAttribute('aria-controls')).toBe(listbox.id);
    expect(screen.getByText(/^2 places found/)).toBeTruthy();
  });

  it('moves with the arrows, picks with Enter, closes with Escape', async () => {
    renderBusiness();
    addTrip('Car');
    type(combobox('From'), 'del');
    await wait(300);
    expect(combobox('From').getAttribute('aria-activedescendant')).toBe(null);

    press(combobox('From'), 'ArrowDown');
    press(combobox('From'), 'ArrowDown');
    const options = placeOptions();
    expect(combobox('From').getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    press(combobox('From'), 'ArrowDown'); // wraps to the first
    expect(combobox('From').getAttribute('aria-activedescendant')).toBe(options[0]?.id);

    press(combobox('From'), 'Escape');
    expect(combobox('From').getAttribute('aria-expanded')).toBe('false');
    expect(combobox('From').getAttribute('aria-activedescendant')).toBe(null);
    press(combobox('From'), 'ArrowUp'); // reopens on the last
    expect(combobox('From').getAttribute('aria-expanded')).toBe('true');
    press(combobox('From'), 'Enter');
    expect(combobox('From').value).toBe('Indira Gandhi International Airport (DEL), Delhi');
    expect(combobox('From').getAttribute('aria-expanded')).toBe('false');
  });

  it('fills the kilometres from the distance service once From and To are picked', async () => {
    const { ports } = renderBusiness();
    addTrip('Car');
    await pickWithKeys('From', 'Delhi');
    type(combobox('To'), 'Mum');
    await wait(300);
    const mumbai = screen.getByRole('option', { name: /Mumbai, India/ });
    fireEvent.mouseDown(mumbai);
    fireEvent.click(mumbai);
    await wait(0);

    expect(ports.placesGateway.script.argsOf('distance')).toEqual([
      [{ from: 'in-delhi', to: 'in-mumbai', mode: 'Car' }],
    ]);
    const km = lineField('Trip 1', 'Distance (km)');
    expect(km.value).toBe('1400');
    expect(
      within(lineItem('Trip 1')).getByText(
        'From suggestions: the road distance between your places. You can change it.',
      ),
    ).toBeTruthy();
    expect(lineTonnes('Trip 1')).toBe('294 kg CO2');
    expect(choosePlan().disabled).toBe(false);

    // Still editable by hand; the hint goes once the number is the user's own.
    type(km, '1500');
    expect(lineTonnes('Trip 1')).toBe('315 kg CO2');
    expect(within(lineItem('Trip 1')).queryByText(/^From suggestions/)).toBe(null);
  });

  it('shows the server message when there is no distance and leaves the field editable', async () => {
    const { ports } = renderBusiness();
    addTrip('Boat');
    await pickWithKeys('From', 'Delhi');
    await pickWithKeys('To', 'Munich');

    expect(ports.placesGateway.script.argsOf('distance')).toEqual([
      [{ from: 'in-delhi', to: 'de-munich', mode: 'Boat' }],
    ]);
    expect(within(lineItem('Trip 1')).getByText('No route found')).toBeTruthy();
    const km = lineField('Trip 1', 'Distance (km)');
    expect(km.disabled).toBe(false);
    expect(km.getAttribute('aria-invalid')).toBe('true');
    type(km, '6200');
    expect(km.value).toBe('6200');
    expect(within(lineItem('Trip 1')).queryByText('No route found')).toBe(null);
    expect(km.getAttribute('aria-invalid')).toBe(null);
  });

  it('says there is no road route, drops the old road distance and leaves the field to type', async () => {
    const { ports } = renderBusiness();
    addTrip('Car');
    await pickWithKeys('From', 'Delhi');
    await pickWithKeys('To', 'Mumbai');
    const km = lineField('Trip 1', 'Distance (km)');
    expect(km.value).toBe('1400');

    const noRoad =
      'We found no road route between these places. Choose another transport or type the distance.';
    ports.placesGateway.script.failNext('distance', httpError(404, noRoad, 'Not Found'));
    await pickWithKeys('To', 'Munich');
    expect(within(lineItem('Trip 1')).getByText(noRoad)).toBeTruthy();
    expect(km.value).toBe('');
    expect(km.disabled).toBe(false);
    expect(km.readOnly).toBe(false);
    expect(choosePlan().disabled).toBe(true);
    type(km, '6500');
    expect(km.value).toBe('6500');
    expect(within(lineItem('Trip 1')).queryByText(noRoad)).toBe(null);
    expect(lineTonnes('Trip 1')).toBe('1.37 t CO2');
    expect(choosePlan().disabled).toBe(false);
  });

  it('ignores a reply to an older query', async () => {
    const ports = portsWithPlaces();
    const pending: ((places: readonly PlaceSuggestion[]) => void)[] = [];
    ports.placesGateway.suggest = (): GatewayResult<readonly PlaceSuggestion[]> =>
      new Promise((resolve) => pending.push((places) => resolve({ ok: true, value: places })));
    renderBusiness(ports);
    addTrip('Flight');
    type(combobox('To'), 'Mu');
    await wait(300);
    type(combobox('To'), 'Mum');
    await wait(300);
    expect(pending).toHaveLength(2);

    await act(async () => pending[1]?.([PLACES[2] as PlaceSuggestion]));
    await act(async () =>
      pending[0]?.([PLACES[3] as PlaceSuggestion, PLACES[2] as PlaceSuggestion]),
    );
    expect(optionLabels()).toEqual(['Mumbai, India']);
  });

  it('says when suggestions fail or nothing matches, and the trip can still be typed', async () => {
    const ports = portsWithPlaces();
    ports.placesGateway.script.failNext('suggest', httpError(503, 'Service Unavailable'));
    renderBusiness(ports);
    addTrip('Car');
    type(combobox('From'), 'Delhi');
    await wait(300);
    const trip = within(lineItem('Trip 1'));
    expect(
      trip.getAllByText('Place suggestions are unavailable right now. Type the distance yourself.'),
    ).toHaveLength(2); // the visible note and the live region
    type(combobox('To'), 'Atlantis');
    await wait(300);
    expect(
      trip.getAllByText('No matching places. You can type the distance yourself.'),
    ).toHaveLength(2);
    expect(combobox('To').getAttribute('aria-expanded')).toBe('false');
    type(lineField('Trip 1', 'Distance (km)'), '900');
    expect(lineTonnes('Trip 1')).toBe('189 kg CO2');
  });
});

describe('acceptance: estimate, choose a plan, reach checkout', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a car trip Delhi → Mumbai from suggestions plus a 200-person 8-hour event reach /Onetime with the estimate', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, location } = renderApp({
      route: '/Business',
      ports: portsWithPlaces(),
      advanceTimers: vi.advanceTimersByTime,
    });
    await screen.findByRole('heading', { level: 1, name: 'Solutions For Business' });
    await user.click(screen.getByRole('button', { name: 'Add a trip' }));
    await user.selectOptions(lineField('Trip 1', 'Transport'), 'Car');
    await user.type(combobox('From'), 'Delhi');
    await wait(300);
    await user.click(await screen.findByRole('option', { name: /Delhi, India/ }));
    await user.type(combobox('To'), 'Mumbai');
    await wait(300);
    await user.click(await screen.findByRole('option', { name: /Mumbai, India/ }));
    await wait(0);
    expect(lineField('Trip 1', 'Distance (km)').value).toBe('1400');

    await user.click(screen.getByRole('button', { name: 'Add an event' }));
    await user.type(lineField('Event 1', 'Attendees'), '200');
    await user.type(lineField('Event 1', 'Duration (hours)'), '8');
    await user.type(lineField('Event 1', 'Venue energy (units)'), '500');
    await user.click(choosePlan());
    const dialog = screen.getByRole('dialog', { name: 'Choose A Plan' });
    expect(within(dialog).getByText('Your estimate: 8.64 t CO2')).toBeTruthy();
    await user.click(within(dialog).getByRole('link', { name: 'Buy 9 t once' }));
    await waitFor(() => expect(location()).toBe('/Onetime?quantity=9'));
  });
});
