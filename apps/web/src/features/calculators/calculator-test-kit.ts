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

/** The order a valid click leads to (project, tonnes, donation, total, pay button), or null. */
export function orderPanel() {
  return screen.queryByRole('region', { name: 'Your order' });
}

/** The value shown for one line of the order (Project, Tonnes CO2, Donation, Total charged…). */
export function orderLine(label: string): string {
  const panel = orderPanel();
  if (!panel) throw new Error('no order panel');
  const term = within(panel).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.firstElementChild?.textContent ?? '';
}

/** The note under one line of the order, e.g. 'in US dollars'. */
export function orderNote(label: string): string {
  const panel = orderPanel();
  if (!panel) throw new Error('no order panel');
  const term = within(panel).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.lastElementChild?.textContent ?? '';
}
