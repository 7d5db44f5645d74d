import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROJECT_PAGES_COPY } from '../../content/project-pages.copy';
import { SITE_COPY } from '../../content/site.copy';
import { renderPage } from '../../test/render-app';
import { BIOGAS, KHASI, PORTFOLIO, shopPorts } from '../../test/shop-test-kit';
import { ProjectPage } from './project-page';
import { ProjectStory, storyAt } from './project-story';

const HEADINGS = [
  'About this project',
  'Why it matters',
  'What happens on the ground',
  'How the credits are verified',
  'What the community gains',
  'How it serves each goal',
  'Where it is',
  'Talk to our team',
];

function section(name: string) {
  const element = screen.getByRole('heading', { level: 2, name }).closest('section');
  if (!element) throw new Error(`no section ${name}`);
  return within(element);
}

describe('project story (the static sections of the six project pages)', () => {
  it('adds the story below the facts and SDGs on a project page, by its path in any case', async () => {
    renderPage(<ProjectPage />, { route: '/KHASIHILL', ports: shopPorts() });
    await screen.findByRole('heading', { level: 1, name: KHASI.title });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Offset with this project',
      'Project facts',
      'UN Sustainable Development Goals served',
      ...HEADINGS,
    ]);
    expect(section('About this project').getByText(/decided village by village/)).toBeTruthy();
    expect(section('How the credits are verified').getByText(/Verra’s VCS rules/)).toBeTruthy();
    expect(section('Where it is').getByText('Meghalaya, India')).toBeTruthy();
  });

  it('explains each of the project’s SDGs by number and name', async () => {
    renderPage(<ProjectPage />, { route: '/CleanBioEnergy', ports: shopPorts() });
    await screen.findByRole('heading', { level: 1, name: BIOGAS.title });
    const goals = section('How it serves each goal')
      .getAllByRole('listitem')
      .map((item) => item.textContent?.split(':')[0]?.replace(/^\d+/, ''));
    expect(goals).toEqual(['SDG 1', 'SDG 3', 'SDG 5', 'SDG 7', 'SDG 13']);
    expect(
      section('How it serves each goal').getByText('SDG 7: Affordable and Clean Energy'),
    ).toBeTruthy();
    expect(section('What happens on the ground').getAllByRole('listitem')).toHaveLength(4);
  });

  it('gives our team’s e-mail and phone, as the footer does', async () => {
    renderPage(<ProjectPage />, { route: '/Khasihill', ports: shopPorts() });
    await screen.findByRole('heading', { level: 1 });
    const contact = section('Talk to our team');
    expect(contact.getByRole('link', { name: SITE_COPY.footer.email }).getAttribute('href')).toBe(
      `mailto:${SITE_COPY.footer.email}`,
    );
    expect(contact.getByRole('link', { name: SITE_COPY.footer.phone }).getAttribute('href')).toBe(
      SITE_COPY.footer.phoneHref,
    );
  });

  it('keeps Add to Cart on the page, so visitors can buy tonnes of the project', async () => {
    renderPage(<ProjectPage />, { route: '/Khasihill', ports: shopPorts() });
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeTruthy();
  });

  it('tells no story on the subscription portfolio page (/card7)', async () => {
    renderPage(<ProjectPage />, { route: '/card7', ports: shopPorts() });
    await screen.findByRole('heading', { level: 1, name: PORTFOLIO.title });
    expect(screen.queryByRole('heading', { name: 'About this project' })).toBeNull();
  });

  it.each(PROJECT_PAGES_COPY.stories.map((story) => [story.path, story] as const))(
    'renders every section for %s',
    (path, story) => {
      render(<ProjectStory path={path.toLowerCase()} />);
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
        HEADINGS,
      );
      expect(screen.getByText(story.intro[0] as string)).toBeTruthy();
      expect(screen.getByText(story.location.region)).toBeTruthy();
    },
  );

  it('finds no story for paths without one', () => {
    expect(storyAt(null)).toBeUndefined();
    expect(storyAt('/card7')).toBeUndefined();
    expect(storyAt('/moeving')?.path).toBe('/MoEVing');
  });
});
