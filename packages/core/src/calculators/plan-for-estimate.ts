import { SUBSCRIPTION_PLANS, type SubscriptionPlan } from './subscription-plans.js';

/** The subscription plan suggested for an estimate, and whether its monthly tonnes cover all of it. */
export type PlanForEstimate = {
  readonly plan: SubscriptionPlan;
  /** False when even the largest plan offsets less than the estimate. */
  readonly coversEstimate: boolean;
};

/**
 * The plan for an estimate in tonnes CO2 a month: the smallest plan whose monthly quantity (tonnes)
 * covers it, else the largest plan (covering part of it); null for an estimate that is not a
 * positive finite number or when there are no plans.
 */
export function planForEstimate(
  tonnesPerMonth: number,
  plans: readonly SubscriptionPlan[] = SUBSCRIPTION_PLANS,
): PlanForEstimate | null {
  if (!Number.isFinite(tonnesPerMonth) || tonnesPerMonth <= 0 || plans.length === 0) return null;
  const bySize = [...plans].sort((left, right) => left.quantity - right.quantity);
  const covering = bySize.find((plan) => plan.quantity >= tonnesPerMonth);
  if (covering) return { plan: covering, coversEstimate: true };
  return { plan: bySize[bySize.length - 1] as SubscriptionPlan, coversEstimate: false };
}
