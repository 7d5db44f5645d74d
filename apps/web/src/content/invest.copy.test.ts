import { INVESTMENT_PROJECTS } from '@netzero/core';
import { describe, expect, it } from 'vitest';
import { INVEST_COPY } from './invest.copy';

describe('INVEST_COPY', () => {
  it('says what the money does for every investment project, and for no other', () => {
    const ids = Object.keys(INVEST_COPY.invest.projects).map(Number);
    expect(ids).toEqual(INVESTMENT_PROJECTS.map((project) => project.id));
    for (const project of INVESTMENT_PROJECTS) {
      const copy = INVEST_COPY.invest.projects[project.id];
      expect(copy?.summary.length, project.name).toBeGreaterThan(40);
      expect(copy?.uses, project.name).toHaveLength(3);
    }
  });

  it('names the form’s two steps as spec §2 does, and promises contact within 48 hours', () => {
    expect(INVEST_COPY.form.steps).toEqual(['Project details', 'Your details and payment']);
    expect(INVEST_COPY.form.paid).toContain('within 48 hours');
    expect(INVEST_COPY.form.cancelled).toContain('nothing was charged');
  });
});
