import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ASSETS_DIR } from '../../http/static-assets.js';
import { CATALOGUE_SEED } from './catalogue.seed.js';

describe('CATALOGUE_SEED', () => {
  it('has the ids the client hard-codes: 1 at $14.00 for the direct checkout, 7 for subscriptions', () => {
    expect(CATALOGUE_SEED.map((product) => product.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(CATALOGUE_SEED[0]).toMatchObject({ priceCents: 1400, plpUrl: '/CleanBioEnergy' });
    expect(CATALOGUE_SEED[6]).toMatchObject({
      title: 'NetZero Monthly Climate Portfolio',
      plpUrl: '/card7',
    });
  });

  it('has unique slugs, each picture at /assets/projects/<slug>.svg', () => {
    const slugs = CATALOGUE_SEED.map((product) => product.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const product of CATALOGUE_SEED) {
      expect(product.imageUrl).toBe(`/assets/projects/${product.slug}.svg`);
    }
  });

  it.each(CATALOGUE_SEED.map((product) => [product.slug, product] as const))(
    '%s has plausible registry facts',
    (_slug, product) => {
      expect(product.priceCents).toBeGreaterThanOrEqual(900);
      expect(product.priceCents).toBeLessThanOrEqual(2000);
      expect(Number.isInteger(product.priceCents)).toBe(true);
      expect(product.currency).toBe('USD');
      expect(product.availableTonnes).toBeGreaterThanOrEqual(2_000);
      expect(product.availableTonnes).toBeLessThanOrEqual(50_000);
      expect(product.standard).toMatch(/Gold Standard|Verra VCS/);
      expect(product.vintage).toBeGreaterThanOrEqual(2022);
      expect(product.vintage).toBeLessThanOrEqual(2024);
      expect(product.location).toMatch(/India$/);
      expect(new Set(product.sdgs).size).toBe(product.sdgs.length);
      for (const goal of product.sdgs) expect(goal >= 1 && goal <= 17).toBe(true);
      const sentences = product.description.split(/(?<=\.)\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(3);
    },
  );
});

describe('the project illustrations', () => {
  it.each(CATALOGUE_SEED.map((product) => product.slug))(
    '%s.svg is a small, self-contained, titled SVG without text or scripts',
    (slug) => {
      const file = join(ASSETS_DIR, 'projects', `${slug}.svg`);
      const size = statSync(file).size;
      expect(size).toBeGreaterThan(1_000);
      expect(size).toBeLessThan(4_096);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 640 400"/);
      expect(svg).toContain('role="img"');
      expect(svg).toMatch(/<title>[^<]{10,}<\/title>/);
      expect(svg).not.toMatch(/<script|<text|<image|<foreignObject|aria-hidden|\bon\w+=/i);
      // Only internal references (#id); the namespace declaration is the one URL allowed.
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:|url\(/);
      for (const ref of svg.match(/href="[^"]*"/g) ?? []) expect(ref).toMatch(/^href="#/);
    },
  );
});
