import type {
  GatewayResult,
  OpsJob,
  OpsJobStatus,
  OpsMailJobsGateway,
  OpsOutboxItem,
  OpsOutboxMessage,
} from '@netzero/core';
import type { KyInstance } from 'ky';
import { callJson, fromContract } from './http-client';
import { definedParams } from './ops-search-params';

const OutboxReply = fromContract(({ OutboxPage }) => OutboxPage);
const MessageReply = fromContract(({ OutboxMessageDetail }) => OutboxMessageDetail);
const JobsReply = fromContract(({ JobListResponse }) => JobListResponse);
const JobReply = fromContract(({ JobResponse }) => JobResponse);

/** OpsMailJobsGateway over the outbox and job routes of /api/ops, decoded with the contract. */
export class KyOpsMailJobsGateway implements OpsMailJobsGateway {
  constructor(private readonly http: KyInstance) {}

  outbox(request: {
    to?: string;
    beforeId?: number;
    limit: number;
  }): GatewayResult<{ items: readonly OpsOutboxItem[]; nextBeforeId: number | null }> {
    return callJson(this.http, 'api/ops/outbox/messages', OutboxReply, {
      searchParams: definedParams({ ...request }),
    });
  }

  message(id: number): GatewayResult<OpsOutboxMessage> {
    return callJson(this.http, `api/ops/outbox/${id}`, MessageReply);
  }

  jobs(request: { status?: OpsJobStatus; limit: number }): GatewayResult<readonly OpsJob[]> {
    return callJson(this.http, 'api/ops/jobs', JobsReply, {
      searchParams: definedParams({ ...request }),
    });
  }

  retry(id: number): GatewayResult<OpsJob> {
    return callJson(this.http, `api/ops/jobs/${id}/retry`, JobReply, { method: 'post' });
  }
}
