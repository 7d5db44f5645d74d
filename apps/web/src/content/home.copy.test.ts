import { CLIMATE_GOAL_ECONOMY_YEAR, CLIMATE_GOAL_TRAVEL_YEAR } from '@netzero/core';
import { describe, expect, it } from 'vitest';
import { HOME_COPY } from './home.copy';

describe('HOME_COPY', () => {
  it('states the vision with the goal years of spec §9', () => {
    expect(HOME_COPY.statements.vision.body).toContain(
      `travel and events by ${CLIMATE_GOAL_TRAVEL_YEAR}`,
    );
    expect(HOME_COPY.statements.vision.body).toContain(
      `global economy by ${CLIMATE_GOAL_ECONOMY_YEAR}`,
    );
    expect(HOME_COPY.statements.goals.map((goal) => goal.year)).toEqual(['2030', '2035']);
  });

  it('names the blocks and values as spec §2 does', () => {
    expect(HOME_COPY.hero.title).toBe('We Provide Carbon Neutral Solutions');
    expect(HOME_COPY.about.features.map((feature) => feature.title)).toEqual([
      'Built for Impact',
      'Seamless Integration',
    ]);
    expect(HOME_COPY.values.items.map((value) => value.title)).toEqual([
      'Sustainability',
      'Innovation',
      'Transparency',
    ]);
    expect(HOME_COPY.enquiry.title).toBe('Still got some questions');
  });
});
