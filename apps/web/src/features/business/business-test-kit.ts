import type { PlaceSuggestion } from '@netzero/core';
import { FakePlacesGateway } from '@netzero/core-fakes';
import { screen, within } from '@testing-library/react';
import { createFakePorts } from '../../test/fake-ports';

/** A small gazetteer: Delhi and Mumbai by road 1,400 km apart. */
export const PLACES: readonly PlaceSuggestion[] = [
  { id: 'in-delhi', label: 'Delhi, India', kind: 'city' },
  {
    id: 'in-del-airport',
    label: 'Indira Gandhi International Airport (DEL), Delhi',
    kind: 'airport',
  },
  { id: 'in-mumbai', label: 'Mumbai, India', kind: 'city' },
  { id: 'de-munich', label: 'Munich, Germany', kind: 'city' },
];

/** Fake ports whose places gateway knows PLACES and the Delhi–Mumbai road distance. */
export function portsWithPlaces() {
  const ports = createFakePorts();
  ports.placesGateway = new FakePlacesGateway(PLACES);
  ports.placesGateway.distancesKm.set(
    FakePlacesGateway.distanceKey('in-delhi', 'in-mumbai', 'Car'),
    1400,
  );
  return ports;
}

/** The region of an estimator mode, by its heading. */
export const modeRegion = (name: string) => screen.getByRole('region', { name });

/** The list item of one line, by its title ('Trip 1'). */
export function lineItem(title: string): HTMLElement {
  const item = screen.getByRole('heading', { name: title, level: 4 }).closest('li');
  if (!item) throw new Error(`no line ${title}`);
  return item;
}

/** A field of a line, by its label. */
export const lineField = (title: string, label: string) =>
  within(lineItem(title)).getByLabelText(label) as HTMLInputElement;

/** The live tonnes a line shows. */
export const lineTonnes = (title: string) =>
  within(lineItem(title)).getByText(/CO2$/).textContent ?? '';

/** The 'Choose A Plan' button. */
export const choosePlan = () =>
  screen.getByRole('button', { name: 'Choose A Plan' }) as HTMLButtonElement;
