import { describe, expect, it } from 'vitest';
import { planForEstimate } from './plan-for-estimate.js';
import { SUBSCRIPTION_PLANS, type SubscriptionPlan } from './subscription-plans.js';

const titleFor = (tonnes: number) => planForEstimate(tonnes)?.plan.title;

describe('planForEstimate', () => {
  it('picks the smallest plan whose monthly tonnes cover the estimate', () => {
    expect(titleFor(0.3)).toBe('NetZero Lite');
    expect(titleFor(1)).toBe('NetZero Lite');
    expect(titleFor(1.001)).toBe('NetZero Plus');
    expect(titleFor(5)).toBe('NetZero Plus');
    expect(titleFor(6)).toBe('NetZero Max');
    expect(titleFor(10)).toBe('NetZero Max');
    expect(planForEstimate(4)?.coversEstimate).toBe(true);
  });

  it('falls back to the largest plan, covering part, above every plan', () => {
    expect(planForEstimate(14)).toEqual({
      plan: SUBSCRIPTION_PLANS[2],
      coversEstimate: false,
    });
  });

  it('does not depend on the order the plans are listed in', () => {
    const reversed = [...SUBSCRIPTION_PLANS].reverse();
    expect(planForEstimate(3, reversed)?.plan.title).toBe('NetZero Plus');
    expect(planForEstimate(30, reversed)?.plan.title).toBe('NetZero Max');
  });

  it('has no plan for nothing, a negative or non-finite estimate, or no plans', () => {
    for (const tonnes of [0, -1, Number.NaN, Infinity]) {
      expect(planForEstimate(tonnes)).toBe(null);
    }
    expect(planForEstimate(2, [] as SubscriptionPlan[])).toBe(null);
  });
});
