import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-app';
import { shopPorts } from '../../test/shop-test-kit';
import { CalculatorPage } from './calculator-page';
import { investButton, orderLine, result, resultNote, results } from './calculator-test-kit';

const oneWay = () => screen.getByLabelText('One-way distance (km)') as HTMLInputElement;

function renderTravel(fakeTimers = false) {
  return renderPage(<CalculatorPage />, {
    route: '/TravelCalculator',
    ports: shopPorts(),
    ...(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {}),
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/TravelCalculator (one journey, dollars)', () => {
  it('fills the distance from a popular journey and doubles it for a return trip', async () => {
    const { user } = renderTravel();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Offset a single journey');
    const presets = screen.getByRole('group', { name: 'Popular journeys' });
    expect(
      within(presets)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Mumbai → Puneabout 150 km',
      'Delhi → Jaipurabout 280 km',
      'Bengaluru → Chennaiabout 350 km',
      'Delhi → Mumbaiabout 1,400 km',
    ]);
    await screen.findByRole('radio', { name: /Biogas for clean cooking/ });
    await user.click(within(presets).getByRole('button', { name: /Delhi → Mumbai/ }));
    expect(oneWay().value).toBe('1400');
    // 1,400 km × 0.000195 t = 0.273 t, bought as 1 whole tonne of the chosen project ($14).
    expect(result('Distance')).toBe('1,400 km');
    expect(result('CO2')).toBe('273 kg');
    expect(result('Offset')).toBe('$14.00');
    expect(resultNote('Offset')).toBe('1 t × $14.00 per tonne');
    await user.click(screen.getByRole('checkbox', { name: /Return journey/ }));
    expect(result('Distance')).toBe('2,800 km');
    expect(result('CO2')).toBe('546 kg');
    expect(result('Offset')).toBe('$14.00');
    await user.click(screen.getByRole('radio', { name: /Grouped commercial electric/ }));
    expect(result('Offset')).toBe('$12.50');
  });

  it('adds a donation to the total', async () => {
    const { user } = renderTravel();
    await screen.findByRole('radio', { name: /Biogas for clean cooking/ });
    await user.type(oneWay(), '5000');
    await user.click(screen.getByRole('radio', { name: /^\$24/ }));
    // 5,000 km → 0.975 t → 1 t × $14, plus $24.
    expect(result('Total')).toBe('$38.00');
  });

  it('shows each invest message for 4 s; a new click starts the 4 s again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderTravel(true);
    await user.click(investButton());
    expect(screen.getByRole('alert').textContent).toBe(
      'Please enter valid transport data before investing.',
    );
    await user.type(oneWay(), '280');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    await user.click(investButton());
    const ready = 'Nothing is paid yet: check your order below, then pay by card.';
    expect(within(results()).getByText(ready)).toBeTruthy();
    expect(within(results()).queryByText('Investment successful!')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(within(results()).getByText(ready)).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(within(results()).queryByText(ready)).toBeNull();
    expect(orderLine('Tonnes CO2')).toBe('1 t');
    expect(orderLine('Total charged')).toBe('$14.00');
  });

  it('says to choose a project when the projects on sale did not load, and offers to load them again', async () => {
    const ports = shopPorts();
    ports.catalogueGateway.script.failNext('listProducts');
    const { user } = renderPage(<CalculatorPage />, { route: '/TravelCalculator', ports });
    await screen.findByText('The projects on sale could not be loaded.');
    await user.type(oneWay(), '280');
    expect(result('Offset')).toBe('Choose a project');
    await user.click(investButton());
    expect(screen.getByRole('alert').textContent).toBe(
      'Choose a project on sale before investing.',
    );
    expect(screen.queryByRole('region', { name: 'Your order' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('radio', { name: /Biogas for clean cooking/ });
    await user.click(investButton());
    expect(orderLine('Project')).toBe('Biogas for clean cooking in Madhya Pradesh and Maharashtra');
  });
});
