import { FACTOR_SOURCES, PERSONAL_DISTANCE_PRESETS } from '@netzero/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

async function openPage() {
  renderApp({ route: '/methodology' });
  return screen.findByRole('heading', { level: 1, name: 'Methodology' });
}

describe('/Methodology (issue 18 item 4)', () => {
  it('has a title and one outline: h1, then h2 sections, the modes as h3 under the factors', async () => {
    await openPage();
    expect(document.title).toBe('Methodology · NetZero Market');
    const main = screen.getByRole('main');
    const outline = within(main)
      .getAllByRole('heading')
      .map((heading) => `${heading.tagName} ${heading.textContent}`);
    expect(outline).toEqual([
      'H1 Methodology',
      'H2 Units',
      'H2 The factors',
      'H3 Tourism & Travel',
      'H3 Boating (a Boat trip with passengers and boat length)',
      'H3 Events & Conferences',
      'H3 Hotels & Resorts',
      'H3 Personal footprint and trip calculators',
      'H3 Calculator in rupees (₹)',
      'H2 Where the spec’s factor has no public source',
      'H2 Calculator presets',
      'H3 Why km × factor, and not the tonnes the specification states',
      'H2 Rounding',
      'H2 Sources',
    ]);
  });

  it('renders a row for every factor of core, with its value, unit, formula, source and references', async () => {
    await openPage();
    expect(FACTOR_SOURCES.length).toBe(11);
    for (const factor of FACTOR_SOURCES) {
      const row = document.getElementById(factor.constant) as HTMLElement;
      expect(within(row).getByRole('rowheader').textContent).toBe(
        `${factor.label}${factor.constant}`,
      );
      const text = row.textContent ?? '';
      expect(text).toContain(factor.unit);
      expect(text).toContain(factor.formula);
      expect(text).toContain('NetZero Market product specification, §9');
      for (const { reference } of factor.comparisons) expect(text).toContain(reference.name);
      // Each row sits in the table of its mode, named by the mode's heading.
      expect(
        within(row.closest('table') as HTMLElement).getAllByRole('row').length,
      ).toBeGreaterThan(1);
    }
  });

  it('shows the spec’s factors against DESNZ 2024 with the difference', async () => {
    await openPage();
    const flight = screen.getByRole('rowheader', { name: /^Flight/ }).closest('tr') as HTMLElement;
    expect(flight.textContent).toContain('0.00015 t CO2 per km, per traveller');
    expect(flight.textContent).toContain('= 0.15 kg per km');
    expect(flight.textContent).toContain(
      'Domestic flight, average passenger, with RF: 0.23–0.27 kg CO2e per passenger-km · DESNZ 2024',
    );
    expect(flight.textContent).toContain('Difference: −44% to −35%');
    const car = screen.getByRole('rowheader', { name: /^Car/ }).closest('tr') as HTMLElement;
    expect(car.textContent).toContain('Average car, unknown fuel: 0.17 kg CO2e per vehicle-km');
    expect(car.textContent).toContain('Difference: +24%');
  });

  it('says plainly where the spec’s factor has no public source, with the closest reference beside it', async () => {
    await openPage();
    const section = screen
      .getByRole('heading', { level: 2, name: 'Where the spec’s factor has no public source' })
      .closest('section') as HTMLElement;
    const terms = within(section)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual([
      'Boating, per km: 0.3 kg per km',
      'Boating, per passenger per metre: 2 kg per passenger-metre',
      'Events, per attendee-hour: 5 kg per attendee-hour',
      'Hotels, per room night per star: 10 kg per room night per star',
    ]);
    for (const definition of within(section).getAllByRole('definition')) {
      expect(definition.textContent).toMatch(/^No public source/);
      expect(definition.textContent).toMatch(/Closest public reference: .+ · DESNZ 2024\.$/);
    }
    const stars = screen
      .getByRole('rowheader', { name: /^Hotels, per room night per star/ })
      .closest('tr') as HTMLElement;
    expect(stars.textContent).toContain('No public source');
    expect(stars.textContent).toContain('no difference given');
  });

  it('explains the presets as preset km × the mode’s factor (issue 18 item 6)', async () => {
    await openPage();
    const section = screen
      .getByRole('heading', { level: 2, name: 'Calculator presets' })
      .closest('section') as HTMLElement;
    expect(section.textContent).toContain('preset km × the mode’s factor (0.000195 t per km');
    const rows = within(within(section).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(
      PERSONAL_DISTANCE_PRESETS.map(
        (preset) =>
          `${preset.km.toLocaleString('en-US')} km${preset.computedTonnes} t${preset.statedTonnes} t`,
      ),
    );
    expect(rows[0]?.textContent).toBe('6,000 km1.17 t0.021 t');
  });
});
