import {
  type ApiEstimatedLine,
  type ApiEstimateLineInput,
  estimateApiLines,
  gramsToTonnes,
  tonnesToOffset,
} from '@netzero/core';
import type { ApiEstimateRepository } from '../ports/api-estimate.repository.port.js';
import type { ApiCaller } from '../ports/api-key.repository.port.js';
import type { ServerClock } from '../ports/clock.port.js';
import { newPublicId } from '../shared/public-id.js';

/** An estimate with its figures, as /v1/estimates answers it. */
export interface ApiEstimate {
  readonly id: string;
  readonly mode: ApiCaller['mode'];
  readonly createdAt: Date;
  readonly lines: readonly (ApiEstimatedLine & { readonly input: ApiEstimateLineInput })[];
  readonly totalGrams: number;
  readonly totalTonnes: number;
  readonly tonnesToOffset: number;
}

/** POST and GET /v1/estimates: the site's estimator for API keys, kept so an order can buy one. */
export class ApiEstimateService {
  readonly #estimates: ApiEstimateRepository;
  readonly #clock: ServerClock;

  constructor(deps: { estimates: ApiEstimateRepository; clock: ServerClock }) {
    this.#estimates = deps.estimates;
    this.#clock = deps.clock;
  }

  /** Estimates the lines with the core's rules and keeps them for the caller's account and mode. */
  async create(caller: ApiCaller, lines: readonly ApiEstimateLineInput[]): Promise<ApiEstimate> {
    const figures = estimateApiLines(lines);
    const record = {
      id: newPublicId('est'),
      userId: caller.userId,
      mode: caller.mode,
      lines,
      totalGrams: figures.totalGrams,
      createdAt: this.#clock.now(),
    };
    await this.#estimates.create(record);
    return {
      id: record.id,
      mode: record.mode,
      createdAt: record.createdAt,
      lines: figures.lines.map((line, index) => ({
        ...line,
        input: lines[index] as ApiEstimateLineInput,
      })),
      totalGrams: figures.totalGrams,
      totalTonnes: figures.totalTonnes,
      tonnesToOffset: figures.tonnesToOffset,
    };
  }

  /** The caller's estimate (its own account and mode only); null otherwise. */
  async get(caller: ApiCaller, id: string): Promise<ApiEstimate | null> {
    const record = await this.#estimates.find(caller.userId, caller.mode, id);
    if (!record) return null;
    const figures = estimateApiLines(record.lines);
    // The stored total is what an order by this estimate buys: it stays as it was made.
    return {
      id: record.id,
      mode: record.mode,
      createdAt: record.createdAt,
      lines: figures.lines.map((line, index) => ({
        ...line,
        input: record.lines[index] as ApiEstimateLineInput,
      })),
      totalGrams: record.totalGrams,
      totalTonnes: gramsToTonnes(record.totalGrams),
      tonnesToOffset: tonnesToOffset(record.totalGrams),
    };
  }
}
