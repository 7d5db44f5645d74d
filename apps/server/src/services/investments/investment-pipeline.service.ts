import { err, ok, type Result } from '@netzero/core';
import type { OperatorActor } from '../ports/audit-log.port.js';
import type { InvestmentPipeline } from '../ports/investment-pipeline.port.js';
import type { OperatorNote } from '../ports/operator-note.port.js';

/** Why a pipeline action did nothing. */
export type PipelineFailure = {
  readonly code: 'OPS.INVESTMENT_NOT_FOUND' | 'OPS.NOTE_NEEDS_ACCOUNT';
};

/** The operators' investment pipeline (issue 19 §8): contact details and internal notes. */
export class InvestmentPipelineService {
  readonly #pipeline: InvestmentPipeline;

  constructor(deps: { pipeline: InvestmentPipeline }) {
    this.#pipeline = deps.pipeline;
  }

  list(query: Parameters<InvestmentPipeline['list']>[0]) {
    return this.#pipeline.list(query);
  }

  async detail(id: number) {
    const found = await this.#pipeline.findById(id);
    return found ? ok(found) : err({ code: 'OPS.INVESTMENT_NOT_FOUND' } as const);
  }

  /** Notes are signed by an account: the machine token (no account) cannot write one. */
  async addNote(
    id: number,
    body: string,
    actor: OperatorActor,
  ): Promise<Result<OperatorNote, PipelineFailure>> {
    const { userId } = actor;
    if (userId === null) return err({ code: 'OPS.NOTE_NEEDS_ACCOUNT' });
    const note = await this.#pipeline.addNote(id, body, { ...actor, userId });
    return note ? ok(note) : err({ code: 'OPS.INVESTMENT_NOT_FOUND' });
  }
}
