import { SITE_ROUTES } from '@netzero/content';
import { describe, expect, it } from 'vitest';
import { PROJECT_PAGES_COPY } from './project-pages.copy';
import { SHOP_COPY } from './shop.copy';
import { SITE_COPY } from './site.copy';

// The SDGs of each project as the server's catalogue seed lists them.
const SEED_SDGS: Record<string, number[]> = {
  [SITE_ROUTES.waterPurification]: [3, 6, 13],
  [SITE_ROUTES.khasiHills]: [1, 5, 13, 15],
  [SITE_ROUTES.cleanBioEnergy]: [1, 3, 5, 7, 13],
  [SITE_ROUTES.cookstoveJharkhand]: [3, 5, 7, 13, 15],
  [SITE_ROUTES.bluSmart]: [3, 7, 9, 11, 13],
  [SITE_ROUTES.moEVing]: [7, 8, 9, 11, 13],
};

describe('PROJECT_PAGES_COPY', () => {
  it('tells the story of the six static project pages of spec §2', () => {
    expect(PROJECT_PAGES_COPY.stories.map((story) => story.path)).toEqual(Object.keys(SEED_SDGS));
  });

  it.each(PROJECT_PAGES_COPY.stories.map((story) => [story.path, story] as const))(
    '%s explains each of its SDGs and fills every section',
    (path, story) => {
      expect(story.sdgs.map((sdg) => sdg.goal)).toEqual(SEED_SDGS[path]);
      for (const sdg of story.sdgs) expect(SHOP_COPY.sdgs[sdg.goal]).toBeDefined();
      for (const part of [
        story.intro,
        story.whyItMatters,
        story.onTheGround,
        story.verification,
        story.communityBenefits,
      ]) {
        expect(part.length).toBeGreaterThan(0);
      }
      expect(story.location.region).toMatch(/India$/);
    },
  );

  it('reuses the footer contact of the site', () => {
    expect(PROJECT_PAGES_COPY.contact.email).toBe(SITE_COPY.footer.email);
    expect(PROJECT_PAGES_COPY.contact.phone).toBe(SITE_COPY.footer.phone);
    expect(PROJECT_PAGES_COPY.contact.phoneHref).toBe(SITE_COPY.footer.phoneHref);
  });
});
