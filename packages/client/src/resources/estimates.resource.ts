import { V1Estimate, type V1EstimateRequestInput } from '@netzero/contract';
import type { CallOptions, HttpTransport } from '../http-transport.js';

/** What POST /v1/estimates takes (defaults such as `energy: 0` may be left out). */
export type EstimateCreateParams = V1EstimateRequestInput;

/** Estimates: POST /v1/estimates and GET /v1/estimates/{id}. */
export class EstimatesResource {
  constructor(private readonly transport: HttpTransport) {}

  /** Estimates lines of any mode (flight, car, boat, boating, event, hotel): tonnes per line and in total. */
  create(params: EstimateCreateParams, options?: CallOptions): Promise<V1Estimate> {
    return this.transport.request(
      { method: 'POST', path: 'v1/estimates', body: params, decoder: V1Estimate },
      options,
    );
  }

  /** An estimate made before, by its id (est_…). */
  get(id: string, options?: CallOptions): Promise<V1Estimate> {
    return this.transport.request(
      { method: 'GET', path: `v1/estimates/${encodeURIComponent(id)}`, decoder: V1Estimate },
      options,
    );
  }
}
