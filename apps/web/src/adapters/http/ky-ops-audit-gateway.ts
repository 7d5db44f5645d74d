import type { AuditLogEntry, AuditLogQuery, GatewayResult, OpsAuditGateway } from '@netzero/core';
import type { KyInstance } from 'ky';
import { callJson, fromContract } from './http-client';

const AuditList = fromContract<readonly AuditLogEntry[]>(({ OpsAuditList }) => OpsAuditList);

/** OpsAuditGateway over GET /api/ops/audit (the contract's OpsAuditQuery), decoded with the contract. */
export class KyOpsAuditGateway implements OpsAuditGateway {
  constructor(private readonly http: KyInstance) {}

  list(query: AuditLogQuery): GatewayResult<readonly AuditLogEntry[]> {
    // Only the filters that are set: an empty one would filter for ''.
    const searchParams: Record<string, string> = {};
    for (const [name, value] of Object.entries(query))
      if (value !== undefined && value !== '') searchParams[name] = String(value);
    return callJson(this.http, 'api/ops/audit', AuditList, { searchParams });
  }
}
