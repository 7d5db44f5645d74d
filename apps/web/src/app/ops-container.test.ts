import { describe, expect, it, vi } from 'vitest';
import { BlobFileDownloader } from '../adapters/browser/blob-file-downloader';
import { KyOpsAuditGateway } from '../adapters/http/ky-ops-audit-gateway';
import { KyOpsAuthGateway } from '../adapters/http/ky-ops-auth-gateway';
import { KyOpsOperatorsGateway } from '../adapters/http/ky-ops-operators-gateway';
import { SessionStorageOperatorSessionStore } from '../adapters/storage/session-storage-operator-session-store';
import { OPS_PORT_TOKENS } from '../ui/ops-ports';
import { createOpsContainer } from './ops-container';

describe("the operator console's composition root", () => {
  it('binds every console port to its real adapter, once', () => {
    const container = createOpsContainer({ apiBaseUrl: '' }, window);
    for (const token of Object.values(OPS_PORT_TOKENS))
      expect(container.get<unknown>(token)).toBeTruthy();
    const store = container.get(OPS_PORT_TOKENS.operatorSessionStore);
    expect(store).toBeInstanceOf(SessionStorageOperatorSessionStore);
    expect(container.get(OPS_PORT_TOKENS.operatorSessionStore)).toBe(store);
  });

  it('binds sign-in, operators, the audit log and downloads to their HTTP and browser adapters', () => {
    const container = createOpsContainer({ apiBaseUrl: '' }, window);
    expect(container.get(OPS_PORT_TOKENS.opsAuthGateway)).toBeInstanceOf(KyOpsAuthGateway);
    expect(container.get(OPS_PORT_TOKENS.opsOperatorsGateway)).toBeInstanceOf(
      KyOpsOperatorsGateway,
    );
    expect(container.get(OPS_PORT_TOKENS.opsAuditGateway)).toBeInstanceOf(KyOpsAuditGateway);
    expect(container.get(OPS_PORT_TOKENS.fileDownloader)).toBeInstanceOf(BlobFileDownloader);
  });

  it("keeps the operator's session apart from the buyer's", () => {
    const container = createOpsContainer({ apiBaseUrl: '' }, window);
    container.get(OPS_PORT_TOKENS.operatorSessionStore).setToken('ops-token');
    expect(window.sessionStorage.getItem('opsToken')).toBe('ops-token');
    expect(window.localStorage.getItem('jwtToken')).toBeNull();
    container.get(OPS_PORT_TOKENS.operatorSessionStore).clear();
    expect(window.sessionStorage.getItem('opsToken')).toBeNull();
  });

  it("calls the API at the page's origin, not below the console's address", async () => {
    const seen: string[] = [];
    vi.stubGlobal('fetch', async (input: Request) => {
      seen.push(input.url);
      return new Response('[]', { headers: { 'content-type': 'application/json' } });
    });
    window.history.pushState(null, '', '/ops/audit');
    try {
      const container = createOpsContainer({ apiBaseUrl: '' }, window);
      await container.get(OPS_PORT_TOKENS.opsAuditGateway).list({});
      expect(seen).toEqual([`${window.location.origin}/api/ops/audit`]);
    } finally {
      vi.unstubAllGlobals();
      window.history.pushState(null, '', '/');
    }
  });
});
