import { screen, within } from '@testing-library/react';

/** The results card of a calculator page. */
export function results() {
  return screen.getByRole('region', { name: 'Your footprint' });
}

/** The value shown for one figure of the results (Distance, CO2, Offset cost, Donation, Total). */
export function result(label: string): string {
  const term = within(results()).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.firstElementChild?.textContent ?? '';
}

/** The note under one figure of the results, e.g. 'at $18 per tonne'. */
export function resultNote(label: string): string {
  const term = within(results()).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.lastElementChild?.textContent ?? '';
}

/** The invest button. */
export function investButton() {
  return screen.getByRole('button', { name: 'Invest in offsets' });
}

/** The link to the real purchase that a valid investment offers, or null. */
export function offerLink() {
  return screen.queryByRole('link', { name: /^Offset \d+ t now$/ });
}
