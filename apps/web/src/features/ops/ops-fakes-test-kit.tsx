// Hand-written fakes of the console's projects and inventory ports, and a render helper (tests only).
import type {
  GatewayError,
  ImageUpload,
  ManualRetirementRequest,
  NewIssuanceBlock,
  OpsInventoryGateway,
  OpsIssuanceBlock,
  OpsLedgerEntry,
  OpsProject,
  OpsProjectFields,
  OpsProjectsGateway,
  Result,
} from '@netzero/core';
import { render } from '@testing-library/react';
import { Container } from 'inversify';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { OPS_PORT_TOKENS, OpsPortProvider } from '../../ui/ops-ports';
import { OpsInventoryPage } from './inventory/ops-inventory-page';
import { OpsProjectsPage } from './projects/ops-projects-page';

const ok = <T,>(value: T): Result<T, GatewayError> => ({ ok: true, value });
const missing: Result<never, GatewayError> = {
  ok: false,
  error: {
    kind: 'http',
    status: 404,
    statusText: 'Not Found',
    message: 'This project does not exist.',
  },
};

/** A stored project with sensible defaults. */
export function aProject(overrides: Partial<OpsProject> = {}): OpsProject {
  return {
    id: 1,
    slug: 'biogas',
    title: 'Biogas for clean cooking',
    description: 'Household digesters.',
    category: 'Clean cooking',
    country: 'India',
    region: 'Maharashtra',
    location: 'Maharashtra, India',
    standard: 'Gold Standard',
    methodology: 'GS TPDDTEC',
    vintage: 2023,
    registryName: 'Gold Standard',
    registryProjectId: 'GS-1',
    registryUrl: null,
    sdgs: [7, 13],
    priceCents: 1400,
    currency: 'USD',
    pageCopy: '',
    plpUrl: null,
    imageUrl: '/assets/projects/biogas-clean-cooking.svg',
    published: true,
    issuedTonnes: 25_000,
    allocatedTonnes: 10,
    heldTonnes: 5,
    availableTonnes: 24_985,
    updatedAt: '2026-11-26T09:00:00Z',
    ...overrides,
  };
}

/** Projects in memory; each call is recorded; `failNext` answers the next call with an error. */
export class FakeOpsProjectsGateway implements OpsProjectsGateway {
  projects: OpsProject[];
  readonly calls: { method: string; args: unknown[] }[] = [];
  failNext: GatewayError | null = null;

  constructor(projects: OpsProject[] = [aProject()]) {
    this.projects = projects;
  }

  #answer<T>(method: string, args: unknown[], value: () => Result<T, GatewayError>) {
    this.calls.push({ method, args });
    const failure = this.failNext;
    this.failNext = null;
    return Promise.resolve(failure ? { ok: false as const, error: failure } : value());
  }

  #change(id: number, change: Partial<OpsProject>) {
    const found = this.projects.find((p) => p.id === id);
    if (!found) return missing;
    const changed = {
      ...found,
      ...change,
      updatedAt: new Date(Date.now() + this.calls.length).toISOString(),
    };
    this.projects = this.projects.map((p) => (p.id === id ? changed : p));
    return ok(changed);
  }

  list() {
    return this.#answer('list', [], () => ok([...this.projects]));
  }
  get(id: number) {
    return this.#answer('get', [id], () => {
      const found = this.projects.find((p) => p.id === id);
      return found ? ok(found) : missing;
    });
  }
  create(fields: OpsProjectFields) {
    return this.#answer('create', [fields], () => {
      const created = aProject({
        ...fields,
        id: this.projects.length + 1,
        published: false,
        issuedTonnes: 0,
        allocatedTonnes: 0,
        heldTonnes: 0,
        availableTonnes: 0,
      });
      this.projects.push(created);
      return ok(created);
    });
  }
  update(id: number, patch: Partial<OpsProjectFields>) {
    return this.#answer('update', [id, patch], () => this.#change(id, patch));
  }
  setPublished(id: number, published: boolean) {
    return this.#answer('setPublished', [id, published], () => this.#change(id, { published }));
  }
  uploadImage(id: number, image: ImageUpload) {
    return this.#answer('uploadImage', [id, image], () =>
      this.#change(id, { imageUrl: `/media/projects/${id}-abcdef12.png` }),
    );
  }
}

/** One project's inventory in memory. */
export class FakeOpsInventoryGateway implements OpsInventoryGateway {
  blocks: OpsIssuanceBlock[] = [
    {
      id: 1,
      vintage: 2023,
      registrySerialBlock: 'GS-1-2023-1-25000',
      firstSerial: 1,
      lastSerial: 25_000,
      quantity: 25_000,
      createdAt: '2026-11-01T00:00:00Z',
    },
  ];
  entries: OpsLedgerEntry[] = [
    {
      id: 1,
      firstSerial: 1,
      lastSerial: 10,
      tonnes: 10,
      retiredAt: '2026-11-20T10:00:00Z',
      cancelledAt: null,
      orderId: 42,
      certificateId: 'cert-42',
      beneficiary: null,
      note: null,
    },
  ];
  readonly calls: { method: string; args: unknown[] }[] = [];
  failNext: GatewayError | null = null;

  #answer<T>(method: string, args: unknown[], value: () => T): Promise<Result<T, GatewayError>> {
    this.calls.push({ method, args });
    const failure = this.failNext;
    this.failNext = null;
    return Promise.resolve(failure ? { ok: false, error: failure } : ok(value()));
  }

  issuances(projectId: number) {
    return this.#answer('issuances', [projectId], () => [...this.blocks]);
  }
  addIssuance(projectId: number, block: NewIssuanceBlock) {
    return this.#answer('addIssuance', [projectId, block], () => {
      const first = block.firstSerial ?? Math.max(0, ...this.blocks.map((b) => b.lastSerial)) + 1;
      const last = block.lastSerial ?? first + (block.quantity ?? 1) - 1;
      const added = {
        id: this.blocks.length + 1,
        vintage: block.vintage,
        registrySerialBlock: block.registrySerialBlock,
        firstSerial: first,
        lastSerial: last,
        quantity: last - first + 1,
        createdAt: '2026-11-26T10:00:00Z',
      };
      this.blocks.push(added);
      return added;
    });
  }
  ledger(projectId: number, page: number, size: number) {
    return this.#answer('ledger', [projectId, page, size], () => ({
      entries: this.entries.slice(page * size, (page + 1) * size),
      total: this.entries.length,
      page,
      size,
    }));
  }
  retire(projectId: number, retirement: ManualRetirementRequest) {
    return this.#answer('retire', [projectId, retirement], () => ({
      entries: [],
      availableTonnes: 1,
    }));
  }
}

/** Renders the two console sections at /ops/projects/* and /ops/inventory/*, starting at `path`. */
export function renderOps(
  path: string,
  projects = new FakeOpsProjectsGateway(),
  inventory = new FakeOpsInventoryGateway(),
) {
  const container = new Container();
  container.bind(OPS_PORT_TOKENS.opsProjects).toConstantValue(projects);
  container.bind(OPS_PORT_TOKENS.opsInventory).toConstantValue(inventory);
  render(
    <OpsPortProvider container={container}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/ops/projects/*" element={<OpsProjectsPage />} />
          <Route path="/ops/inventory/*" element={<OpsInventoryPage />} />
        </Routes>
      </MemoryRouter>
    </OpsPortProvider>,
  );
  return { projects, inventory };
}
