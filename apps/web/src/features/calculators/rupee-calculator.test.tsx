import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, renderPage } from '../../test/render-app';
import { shopPorts } from '../../test/shop-test-kit';
import { CalculatorPage } from './calculator-page';
import {
  investButton,
  orderLine,
  orderNote,
  orderPanel,
  result,
  resultNote,
  results,
} from './calculator-test-kit';

function renderRupee(fakeTimers = false) {
  return renderPage(<CalculatorPage />, {
    route: '/RupeeCalculator',
    ports: shopPorts(),
    ...(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {}),
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/RupeeCalculator (calculator 2, rupees)', () => {
  it('is its own route, matched in any case, with vehicles Car, Bus, Bike and fuels Electric, Petrol, Diesel', async () => {
    renderApp({ route: '/rupeecalculator' });
    await screen.findByRole('heading', { level: 1, name: 'Transport footprint, priced in rupees' });
    expect(
      screen.getByText(/one tonne of CO2 for every 5,120 km, offset at ₹1,727.75/),
    ).toBeTruthy();
    const vehicle = screen.getByLabelText('Vehicle') as HTMLSelectElement;
    expect([...vehicle.options].map((option) => option.value)).toEqual(['', 'Car', 'Bus', 'Bike']);
    const fuel = screen.getByLabelText('Fuel') as HTMLSelectElement;
    expect([...fuel.options].map((option) => option.value)).toEqual([
      '',
      'Electric',
      'Petrol',
      'Diesel',
    ]);
  });

  it('counts a tonne every 5,120 km and prices it at ₹1,727.75', async () => {
    const { user } = renderRupee();
    await user.type(screen.getByLabelText('Distance (km)'), '5120');
    expect(result('CO2')).toBe('1.00 t');
    expect(result('Offset cost')).toBe('₹1,727.75');
    expect(resultNote('Offset cost')).toBe('at ₹1,727.75 per tonne');
    await user.click(screen.getByRole('button', { name: /^Set Journey 1 to 12,000 km/ }));
    // 12,000 / 5,120 = 2.34375 t → ₹4,049.41.
    expect(result('CO2')).toBe('2.34 t');
    expect(result('Offset cost')).toBe('₹4,049.41');
  });

  it('turns rows into vehicle groups for a company: km per vehicle × vehicles', async () => {
    const { user } = renderRupee();
    const toggle = screen.getByRole('group', { name: 'Calculating for' });
    expect(screen.queryByLabelText('Vehicles')).toBeNull();
    await user.click(within(toggle).getByRole('radio', { name: 'My company' }));
    expect(screen.getByRole('heading', { name: 'Your fleet' })).toBeTruthy();
    await user.type(screen.getByLabelText('Company name (optional)'), 'Acme Logistics');
    await user.type(screen.getByLabelText('Distance per vehicle (km)'), '5120');
    const vehicles = screen.getByLabelText('Vehicles') as HTMLInputElement;
    expect(vehicles.value).toBe('1');
    await user.clear(vehicles);
    await user.type(vehicles, '3');
    expect(result('Distance')).toBe('15,360 km');
    expect(result('CO2')).toBe('3.00 t');
    expect(result('Offset cost')).toBe('₹5,183.25');
    expect(within(results()).getByText('For Acme Logistics')).toBeTruthy();
    // Back to one person: the same row counts once.
    await user.click(within(toggle).getByRole('radio', { name: 'Myself' }));
    expect(result('CO2')).toBe('1.00 t');
    expect(within(results()).queryByText('For Acme Logistics')).toBeNull();
  });

  it('needs a vehicle count on every fleet row before investing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderRupee(true);
    await screen.findByRole('radio', { name: /Biogas for clean cooking/ });
    await user.click(screen.getByRole('radio', { name: 'My company' }));
    await user.type(screen.getByLabelText('Distance per vehicle (km)'), '20000');
    await user.clear(screen.getByLabelText('Vehicles'));
    await user.click(investButton());
    expect(screen.getByRole('alert').textContent).toBe(
      'Please enter valid transport data before investing.',
    );
    await user.type(screen.getByLabelText('Vehicles'), '12');
    await user.click(investButton());
    expect(within(results()).queryByText('Investment successful!')).toBeNull();
    expect(within(results()).getByText(/^Nothing is paid yet/)).toBeTruthy();
    // 20,000 km × 12 / 5,120 = 46.875 t → 47 whole tonnes, charged in dollars and said in rupees.
    expect(orderLine('Tonnes CO2')).toBe('47 t');
    expect(orderLine('Total charged')).toBe('$658.00');
    expect(orderNote('Total charged')).toBe('in US dollars');
    expect(orderLine('In rupees')).toBe('₹63,161.42');
    expect(orderNote('In rupees')).toBe('at ₹95.99 = US$1');
    expect(orderPanel()?.textContent).toContain(
      'Our checkout charges in US dollars: you pay the project’s dollar price above, not the calculator’s ₹1,727.75 per tonne. The rupee figure uses ₹95.99 = US$1, the ratio of this calculator’s ₹1,727.75 to our dollar calculator’s $18 per tonne; your card issuer converts the dollar charge at its own rate.',
    );
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(within(results()).queryByText(/^Nothing is paid yet/)).toBeNull();
  });

  it('shows each project’s dollar price with its rupee figure, and sends the rupee order in dollars', async () => {
    const { user, ports } = renderRupee();
    const projects = screen.getByRole('group', { name: 'Projects you can back' });
    const khasi = await within(projects).findByRole('radio', { name: /Khasi Hills/ });
    expect(khasi.closest('label')?.textContent).toContain('$10.00 per tonne CO2 (about ₹959.90)');
    await user.click(khasi);
    await user.type(screen.getByLabelText('Distance (km)'), '10240');
    await user.click(investButton());
    expect(orderLine('Total charged')).toBe('$20.00');
    expect(orderLine('In rupees')).toBe('₹1,919.80');
    await user.type(screen.getByLabelText('Email for the receipt'), 'ravi@example.in');
    await user.click(screen.getByRole('button', { name: 'Pay $20.00 by card' }));
    expect(ports.checkoutGateway.script.argsOf('createSession')).toEqual([
      [expect.objectContaining({ productId: 3, quantity: 2, donationCents: 0 })],
    ]);
  });
});
