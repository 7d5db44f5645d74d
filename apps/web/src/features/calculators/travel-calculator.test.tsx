import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-app';
import { CalculatorPage } from './calculator-page';
import { investButton, offerLink, result, resultNote, results } from './calculator-test-kit';

const oneWay = () => screen.getByLabelText('One-way distance (km)') as HTMLInputElement;

function renderTravel(fakeTimers = false) {
  return renderPage(<CalculatorPage />, {
    route: '/TravelCalculator',
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
    await user.click(within(presets).getByRole('button', { name: /Delhi → Mumbai/ }));
    expect(oneWay().value).toBe('1400');
    // 1,400 km × 0.000195 t = 0.273 t, × $18 = $4.914.
    expect(result('Distance')).toBe('1,400 km');
    expect(result('CO2')).toBe('273 kg');
    expect(result('Offset cost')).toBe('$4.91');
    expect(resultNote('Offset cost')).toBe('at $18 per tonne');
    await user.click(screen.getByRole('checkbox', { name: /Return journey/ }));
    expect(result('Distance')).toBe('2,800 km');
    expect(result('CO2')).toBe('546 kg');
    expect(result('Offset cost')).toBe('$9.83');
  });

  it('adds a donation to the total', async () => {
    const { user } = renderTravel();
    await user.type(oneWay(), '5000');
    await user.click(screen.getByRole('radio', { name: /\$24/ }));
    // 5,000 km → 0.975 t → $17.55, plus $24.
    expect(result('Total')).toBe('$41.55');
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
    expect(within(results()).getByText('Investment successful!')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(within(results()).getByText('Investment successful!')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(within(results()).queryByText('Investment successful!')).toBeNull();
    expect(offerLink()?.getAttribute('href')).toBe('/Onetime?quantity=1');
  });
});
