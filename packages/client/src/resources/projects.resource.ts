import { V1Project, V1ProjectList } from '@netzero/contract';
import type { CallOptions, HttpTransport } from '../http-transport.js';
import { everyItem, type ListParams } from './paging.js';

/** The catalogue: GET /v1/projects and /v1/projects/{id}. */
export class ProjectsResource {
  constructor(private readonly transport: HttpTransport) {}

  /** One page of the published projects, in the catalogue's order, with stock and vintages. */
  list(params: ListParams = {}, options?: CallOptions): Promise<V1ProjectList> {
    return this.transport.request(
      { method: 'GET', path: 'v1/projects', query: { ...params }, decoder: V1ProjectList },
      options,
    );
  }

  /** Every published project, fetching page after page as the loop goes. */
  listAll(params: ListParams = {}, options?: CallOptions): AsyncGenerator<V1Project, void> {
    return everyItem(params, (page) => this.list(page, options));
  }

  /** One project by its id. */
  get(id: number, options?: CallOptions): Promise<V1Project> {
    return this.transport.request(
      { method: 'GET', path: `v1/projects/${encodeURIComponent(id)}`, decoder: V1Project },
      options,
    );
  }
}
