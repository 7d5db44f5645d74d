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

const kmFields = () => screen.getAllByLabelText('Distance (km)') as HTMLInputElement[];

function renderPersonal(fakeTimers = false) {
  // The catalogue lists biogas ($14), Khasi Hills ($10), EV fleet ($12.50), portfolio ($15).
  return renderPage(<CalculatorPage />, {
    route: '/PersonalCalculator',
    ports: shopPorts(),
    ...(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {}),
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/PersonalCalculator (calculator 1, dollars)', () => {
  it('is linked from the Business menu and shows calculator 1', async () => {
    const { user } = renderApp({ route: '/' });
    await user.click(await screen.findByRole('button', { name: 'Business' }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Personal footprint calculator' }));
    await screen.findByRole('heading', { level: 1, name: 'Your transport footprint' });
    expect(document.title).toBe('Personal footprint calculator · NetZero Market');
    const transport = screen.getByLabelText('Transport') as HTMLSelectElement;
    expect([...transport.options].map((option) => option.value)).toEqual([
      '',
      'Car',
      'Bus',
      'Train',
      'Bike',
    ]);
    const fuel = screen.getByLabelText('Fuel') as HTMLSelectElement;
    expect([...fuel.options].map((option) => option.value)).toEqual([
      '',
      'Electric',
      'Gasoline',
      'Diesel',
    ]);
  });

  it('estimates 0.000195 t per km and prices whole tonnes of the chosen project, live', async () => {
    const { user } = renderPersonal();
    expect(result('CO2')).toBe('0 kg');
    await screen.findByRole('radio', { name: /Biogas for clean cooking/ });
    expect(result('Offset')).toBe('$0.00');
    expect(resultNote('Offset')).toBe('at $14.00 per tonne');
    await user.type(kmFields()[0] as HTMLInputElement, '1000');
    expect(result('Distance')).toBe('1,000 km');
    expect(result('CO2')).toBe('195 kg');
    // 0.195 t is bought as 1 whole tonne of the first project on sale, at $14.
    expect(resultNote('CO2')).toBe('you buy 1 t: credits are retired by the whole tonne');
    expect(result('Offset')).toBe('$14.00');
    expect(resultNote('Offset')).toBe('1 t × $14.00 per tonne');
    expect(result('Total')).toBe('$14.00');
  });

  it('shows each preset’s tonnes as km × 0.000195, the figure it fills in (methodology §3.1)', async () => {
    renderPersonal();
    const presets = within(screen.getByRole('group', { name: 'Typical yearly distances' }));
    const buttons = presets.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      '6,000 km · 1.17 t',
      '12,000 km · 2.34 t',
      '24,000 km · 4.68 t',
    ]);
    expect(buttons[0]?.getAttribute('aria-label')).toBe('Set Journey 1 to 6,000 km · 1.17 t CO2');
    // Not the spec's stated 0.021 / 0.042 / 0.084 t, which contradict its own factor.
    expect(screen.queryByText(/21 kg|42 kg|84 kg|0\.021|0\.042|0\.084/)).toBe(null);
  });

  it('fills a row’s km from the presets and adds rows up; rows can be removed', async () => {
    const { user } = renderPersonal();
    await screen.findByRole('radio', { name: /Biogas for clean cooking/ });
    await user.click(screen.getByRole('button', { name: /^Set Journey 1 to 12,000 km/ }));
    expect(kmFields()[0]?.value).toBe('12000');
    expect(screen.getByText('2.34 t CO2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add a journey' }));
    await user.click(screen.getByRole('button', { name: /^Set Journey 2 to 6,000 km/ }));
    await user.selectOptions(screen.getAllByLabelText('Transport')[1] as HTMLElement, 'Train');
    expect(result('Distance')).toBe('18,000 km');
    expect(result('CO2')).toBe('3.51 t');
    expect(result('Offset')).toBe('$56.00');
    await user.click(screen.getByRole('button', { name: 'Remove Journey 1' }));
    expect(kmFields().map((field) => field.value)).toEqual(['6000']);
    expect(result('CO2')).toBe('1.17 t');
    await user.click(screen.getByRole('button', { name: /^Set Journey 1 to 24,000 km/ }));
    expect(result('CO2')).toBe('4.68 t');
  });

  it('offers the catalogue’s projects, says the spec’s listed ones are not on sale, and adds the donation', async () => {
    const { user } = renderPersonal();
    const projects = screen.getByRole('group', { name: 'Projects you can back' });
    await within(projects).findAllByRole('radio');
    expect(
      within(projects)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'Biogas for clean cooking in Madhya Pradesh and Maharashtra$14.00 per tonne CO2',
      'Khasi Hills community forest protection (REDD+) in Meghalaya$10.00 per tonne CO2',
      'Grouped commercial electric vehicles in India$12.50 per tonne CO2',
      'NetZero Monthly Climate Portfolio$15.00 per tonne CO2',
    ]);
    expect(projects.textContent).toContain(
      'Biogas in Kenya, solar for schools in India and reforestation in Brazil are not on sale online yet',
    );
    await user.click(screen.getByRole('button', { name: /^Set Journey 1 to 12,000 km/ }));
    await user.click(within(projects).getByRole('radio', { name: /Khasi Hills/ }));
    // 2.34 t → 3 whole tonnes × $10.
    expect(result('Offset')).toBe('$30.00');
    expect(resultNote('Offset')).toBe('3 t × $10.00 per tonne');

    const donations = screen.getByRole('group', { name: 'Add a donation' });
    expect(donations.textContent).toContain('Donations are not tax-deductible.');
    expect(donations.textContent).toContain('A donation is charged with your offset');
    expect(within(donations).getAllByText('contribution to 1 biogas installation').length).toBe(3);
    await user.click(within(donations).getByRole('radio', { name: /\$6/ }));
    expect(result('Donation')).toBe('$6');
    expect(result('Total')).toBe('$36.00');
  });

  it('says the transport data is not valid, and clears the message after 4 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderPersonal(true);
    await user.click(investButton());
    expect(screen.getByRole('alert').textContent).toBe(
      'Please enter valid transport data before investing.',
    );
    expect(orderPanel()).toBeNull();
    // Fake time also moves with real time here, so check well before and at 4 s.
    act(() => {
      vi.advanceTimersByTime(3500);
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Please enter valid transport data before investing.',
    );
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('never claims success before payment: a valid click shows the order of exactly what was chosen', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderPersonal(true);
    await screen.findByRole('radio', { name: /Khasi Hills/ });
    await user.click(screen.getByRole('button', { name: /^Set Journey 1 to 24,000 km/ }));
    await user.click(screen.getByRole('radio', { name: /Khasi Hills/ }));
    await user.click(screen.getByRole('radio', { name: /^\$12/ }));
    expect(result('Total')).toBe('$62.00');
    await user.click(investButton());
    expect(within(results()).queryByText('Investment successful!')).toBeNull();
    expect(
      within(results()).getByText('Nothing is paid yet: check your order below, then pay by card.'),
    ).toBeTruthy();
    // 4.68 t → 5 t of the chosen project at $10, plus the $12 donation: the page's total.
    expect(orderLine('Project')).toBe(
      'Khasi Hills community forest protection (REDD+) in Meghalaya',
    );
    expect(orderLine('Tonnes CO2')).toBe('5 t');
    expect(orderLine('Price per tonne')).toBe('$10.00');
    expect(orderLine('Offset')).toBe('$50.00');
    expect(orderLine('Donation')).toBe('$12.00');
    expect(orderLine('Total charged')).toBe('$62.00');
    expect(orderNote('Total charged')).toBe('in US dollars');
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(within(results()).queryByText(/Nothing is paid yet/)).toBeNull();
    expect(orderPanel()).not.toBeNull();
  });

  it('pays for that order: project, tonnes and donation go to the checkout, then to the payment page', async () => {
    const { user, ports } = renderPersonal();
    await screen.findByRole('radio', { name: /Khasi Hills/ });
    await user.click(screen.getByRole('button', { name: /^Set Journey 1 to 24,000 km/ }));
    await user.click(screen.getByRole('radio', { name: /Khasi Hills/ }));
    await user.click(screen.getByRole('radio', { name: /^\$12/ }));
    await user.click(investButton());
    const panel = orderPanel() as HTMLElement;
    await user.click(within(panel).getByRole('button', { name: 'Pay $62.00 by card' }));
    expect(within(panel).getByText('Please enter a valid email address')).toBeTruthy();
    expect(ports.checkoutGateway.script.argsOf('createSession')).toEqual([]);

    await user.type(within(panel).getByLabelText('Email for the receipt'), 'asha@example.com');
    await user.click(within(panel).getByRole('button', { name: 'Pay $62.00 by card' }));
    expect(ports.checkoutGateway.script.argsOf('createSession')).toEqual([
      [
        expect.objectContaining({
          email: 'asha@example.com',
          receiptName: 'asha',
          productId: 3,
          quantity: 5,
          donationCents: 1200,
          subscribe: false,
          returnUrl: `${window.location.origin}/checkout?invested=1`,
        }),
      ],
    ]);
    expect(ports.navigator.opened).toEqual(['https://pay.example/checkout/session-1']);
    expect(within(panel).getByText('Proceeding to checkout...')).toBeTruthy();
  });

  it('needs a mode and a fuel on every row, and withdraws the order when a row breaks', async () => {
    const { user } = renderPersonal();
    await screen.findByRole('radio', { name: /Biogas for clean cooking/ });
    await user.type(kmFields()[0] as HTMLInputElement, '500');
    await user.selectOptions(screen.getByLabelText('Fuel'), '');
    await user.click(investButton());
    expect(screen.getByRole('alert').textContent).toBe(
      'Please enter valid transport data before investing.',
    );
    expect(orderPanel()).toBeNull();
    await user.selectOptions(screen.getByLabelText('Fuel'), 'Electric');
    await user.click(investButton());
    expect(orderLine('Tonnes CO2')).toBe('1 t');
    await user.clear(kmFields()[0] as HTMLInputElement);
    expect(orderPanel()).toBeNull();
  });
});
