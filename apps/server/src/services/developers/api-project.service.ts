import type {
  ApiProjectRecord,
  ApiProjectRepository,
  ApiProjectVintage,
} from '../ports/api-project.repository.port.js';

/** A vintage as the public API shows it: what it can still sell. */
export interface ApiProjectVintageStock {
  readonly vintage: number;
  readonly availableTonnes: number;
}

/** A published project with the stock of each vintage. */
export interface ApiProject extends Omit<ApiProjectRecord, 'vintages'> {
  readonly vintages: readonly ApiProjectVintageStock[];
}

/**
 * A vintage's unretired serials can exceed what is for sale (tonnes held by unpaid checkouts and
 * drafts are still unretired): each is capped by the project's available tonnes, so no vintage
 * offers more than an order could buy.
 */
export function vintageStock(
  vintages: readonly ApiProjectVintage[],
  availableTonnes: number,
): ApiProjectVintageStock[] {
  return vintages.map(({ vintage, unretiredTonnes }) => ({
    vintage,
    availableTonnes: Math.max(0, Math.min(unretiredTonnes, availableTonnes)),
  }));
}

const withStock = (record: ApiProjectRecord): ApiProject => ({
  ...record,
  vintages: vintageStock(record.vintages, record.availableTonnes),
});

/** GET /v1/projects: the published catalogue with registry fields and vintages. */
export class ApiProjectService {
  readonly #projects: ApiProjectRepository;

  constructor(deps: { projects: ApiProjectRepository }) {
    this.#projects = deps.projects;
  }

  /** Every published project, in catalogue order. */
  async list(): Promise<ApiProject[]> {
    return (await this.#projects.list()).map(withStock);
  }

  /** One published project; null for an unknown or unpublished id. */
  async get(id: number): Promise<ApiProject | null> {
    const record = await this.#projects.findById(id);
    return record ? withStock(record) : null;
  }
}
