import { MAX_UNPAID_TONNES } from '@netzero/core';
import type { HoldPolicy, HoldRefusal, HoldSnapshot } from '../ports/order.repository.port.js';
import type { RateLimit } from '../shared/rate-limits.js';

// The limits of unpaid holds (DESIGN §5 'Holds have limits'): what one client may reserve without
// paying, and how often it may open checkouts. A client is every PENDING order sharing its e-mail,
// its address or its account, so a script gains nothing by varying one of them. The figures and
// their reasons are in docs/security.md.

const HOUR_MS = 60 * 60_000;

/** The figures of the hold limits (tonnes and percent); tests may pass their own. */
export interface HoldLimits {
  /** Share of a project one order, and one client's unpaid orders together, may hold, in percent. */
  readonly projectSharePercent: number;
  /** The share is never below this many tonnes, so a small project still sells a sensible amount. */
  readonly projectShareFloorTonnes: number;
  /** Tonnes one order, and one client's unpaid orders together, may hold in all projects. */
  readonly maxUnpaidTonnes: number;
}

/** One client may hold unpaid at most 10 % of a project's tonnes (at least 20 t), 2,000 t in all. */
export const HOLD_LIMITS: HoldLimits = {
  projectSharePercent: 10,
  projectShareFloorTonnes: 20,
  // In the core, so that the pages never offer one order more than this.
  maxUnpaidTonnes: MAX_UNPAID_TONNES,
};

/** Checkouts opened from one client IP, guest and cart together: 30 per hour. */
export const CHECKOUTS_PER_IP: RateLimit = { limit: 30, windowMs: HOUR_MS };
/** Guest checkouts (one-time or subscription) for one e-mail address: 10 per hour. */
export const CHECKOUTS_PER_EMAIL: RateLimit = { limit: 10, windowMs: HOUR_MS };
/** Cart orders placed by one account: 10 per hour. */
export const CHECKOUTS_PER_USER: RateLimit = { limit: 10, windowMs: HOUR_MS };

/**
 * The most tonnes of one project a client may hold unpaid: the share of what the project would
 * have available if the client held none of it, never below the floor.
 */
export function projectShareTonnes(
  limits: HoldLimits,
  project: { heldTonnes: number; availableTonnes: number },
): number {
  const tonnes = project.availableTonnes + project.heldTonnes;
  const share = Math.floor((tonnes * limits.projectSharePercent) / 100);
  return Math.max(limits.projectShareFloorTonnes, share);
}

/**
 * Judges a new order against its client's unpaid holds: per project, then in all projects. An
 * order too large on its own is told to ask for fewer tonnes (or to enquire); an order that fits
 * but not beside the client's open checkouts is told to pay or wait for them.
 */
export function judgeHold(limits: HoldLimits, snapshot: HoldSnapshot): HoldRefusal | null {
  for (const project of snapshot.projects) {
    const maxTonnes = projectShareTonnes(limits, project);
    const refusal = { maxTonnes, heldTonnes: project.heldTonnes, projectName: project.projectName };
    if (project.requestedTonnes > maxTonnes)
      return { code: 'CHECKOUT.ORDER_SHARE_TOO_LARGE', ...refusal };
    if (project.heldTonnes + project.requestedTonnes > maxTonnes)
      return { code: 'CHECKOUT.PROJECT_HOLD_LIMIT', ...refusal };
  }
  const requested = snapshot.projects.reduce((sum, project) => sum + project.requestedTonnes, 0);
  const overall = {
    maxTonnes: limits.maxUnpaidTonnes,
    heldTonnes: snapshot.heldTonnes,
    projectName: null,
  };
  if (requested > limits.maxUnpaidTonnes)
    return { code: 'CHECKOUT.ORDER_TONNES_TOO_LARGE', ...overall };
  if (snapshot.heldTonnes + requested > limits.maxUnpaidTonnes)
    return { code: 'CHECKOUT.UNPAID_HOLD_LIMIT', ...overall };
  return null;
}

/** The hold policy of these limits, for OrderRepository.createPending. */
export function holdPolicy(limits: HoldLimits = HOLD_LIMITS): HoldPolicy {
  return (snapshot) => judgeHold(limits, snapshot);
}
