import type { OpsProjectCreate, OpsProjectUpdate } from '@netzero/contract';
import type {
  GatewayResult,
  ImageUpload,
  OpsProject,
  OpsProjectFields,
  OpsProjectsGateway,
} from '@netzero/core';
import type { KyInstance } from 'ky';
import { callJson, fromContract } from './http-client';

const One = fromContract(({ OpsProject }) => OpsProject);
const Many = fromContract(({ OpsProjectList }) => OpsProjectList);

/** OpsProjectsGateway over /api/ops/projects; the image goes as its own bytes with its type. */
export class KyOpsProjectsGateway implements OpsProjectsGateway {
  constructor(private readonly http: KyInstance) {}

  list(): GatewayResult<readonly OpsProject[]> {
    return callJson(this.http, 'api/ops/projects', Many);
  }

  get(id: number): GatewayResult<OpsProject> {
    return callJson(this.http, `api/ops/projects/${id}`, One);
  }

  create(fields: OpsProjectFields): GatewayResult<OpsProject> {
    const json: OpsProjectCreate = { ...fields, sdgs: [...fields.sdgs] };
    return callJson(this.http, 'api/ops/projects', One, { method: 'post', json });
  }

  update(id: number, patch: Partial<OpsProjectFields>): GatewayResult<OpsProject> {
    const { sdgs, ...rest } = patch;
    const json: OpsProjectUpdate = { ...rest, ...(sdgs && { sdgs: [...sdgs] }) };
    return callJson(this.http, `api/ops/projects/${id}`, One, { method: 'patch', json });
  }

  setPublished(id: number, published: boolean): GatewayResult<OpsProject> {
    const verb = published ? 'publish' : 'unpublish';
    return callJson(this.http, `api/ops/projects/${id}/${verb}`, One, { method: 'post' });
  }

  async uploadImage(id: number, image: ImageUpload): GatewayResult<OpsProject> {
    return callJson(this.http, `api/ops/projects/${id}/image`, One, {
      method: 'put',
      body: await image.arrayBuffer(),
      headers: { 'content-type': image.type },
    });
  }
}
