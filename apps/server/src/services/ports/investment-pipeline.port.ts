import type { OperatorActor } from './audit-log.port.js';
import type { InvestmentRecord, InvestmentStatus } from './investment.repository.port.js';
import type { ConsoleListQuery, ConsolePage, OperatorNote } from './operator-note.port.js';

/** An investment as the pipeline shows it. */
export interface PipelineInvestment extends InvestmentRecord {
  readonly closedAt: Date | null;
}

/** The operators' pipeline of investments: lists, details with notes, and notes (audited). */
export interface InvestmentPipeline {
  list(
    query: ConsoleListQuery<InvestmentStatus>,
  ): Promise<ConsolePage<PipelineInvestment, InvestmentStatus>>;
  findById(
    id: number,
  ): Promise<(PipelineInvestment & { readonly notes: readonly OperatorNote[] }) | null>;
  /** Adds a note and its audit entry in one transaction; null when there is no such investment. */
  addNote(
    id: number,
    body: string,
    actor: OperatorActor & { readonly userId: number },
  ): Promise<OperatorNote | null>;
}
