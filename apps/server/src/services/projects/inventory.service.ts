import { err, type MessageCode, ok, type Result } from '@netzero/core';
import type { OperatorActor } from '../ports/audit-log.port.js';
import type { ServerClock } from '../ports/clock.port.js';
import type {
  InventoryRepository,
  IssuanceRecord,
  LedgerEntryRecord,
  ManualRetirement,
  NewIssuance,
} from '../ports/inventory.repository.port.js';
import type { ProjectFailure } from './project-admin.service.js';

/**
 * A project's inventory for operators: issued blocks (which add stock), the ledger of allocated
 * ranges, and manual retirements of credits sold off-platform (which take stock).
 */
export class InventoryService {
  readonly #inventory: InventoryRepository;
  readonly #clock: ServerClock;
  readonly #catalogueChanged: () => void;

  constructor(deps: {
    inventory: InventoryRepository;
    clock: ServerClock;
    catalogueChanged: () => void;
  }) {
    this.#inventory = deps.inventory;
    this.#clock = deps.clock;
    this.#catalogueChanged = deps.catalogueChanged;
  }

  async issuances(productId: number): Promise<Result<IssuanceRecord[], ProjectFailure>> {
    const blocks = await this.#inventory.issuances(productId);
    return blocks ? ok(blocks) : err({ code: 'PROJECTS.NOT_FOUND' });
  }

  async issue(
    productId: number,
    block: NewIssuance,
    actor: OperatorActor,
  ): Promise<Result<IssuanceRecord, ProjectFailure>> {
    const issued = await this.#inventory.issue(productId, block, actor);
    if (!issued.ok) return err({ code: issued.error satisfies MessageCode });
    this.#catalogueChanged();
    return issued;
  }

  async ledger(
    productId: number,
    page: number,
    size: number,
  ): Promise<Result<{ entries: LedgerEntryRecord[]; total: number }, ProjectFailure>> {
    const ledger = await this.#inventory.ledger(productId, page, size);
    return ledger ? ok(ledger) : err({ code: 'PROJECTS.NOT_FOUND' });
  }

  async retire(
    productId: number,
    retirement: ManualRetirement,
    actor: OperatorActor,
  ): Promise<Result<{ entries: LedgerEntryRecord[]; availableTonnes: number }, ProjectFailure>> {
    const retired = await this.#inventory.retire(productId, retirement, actor, this.#clock.now());
    if (!retired.ok) {
      const failure = retired.error;
      return err(
        failure.code === 'INVENTORY.NOT_ENOUGH_CREDITS'
          ? { code: failure.code, params: { availableTonnes: failure.availableTonnes } }
          : { code: failure.code },
      );
    }
    this.#catalogueChanged();
    return retired;
  }
}
