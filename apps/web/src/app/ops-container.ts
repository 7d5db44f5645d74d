import { Container, type ServiceIdentifier } from 'inversify';
import type { KyInstance } from 'ky';
import { BlobFileDownloader } from '../adapters/browser/blob-file-downloader';
import { createHttpClient } from '../adapters/http/http-client';
import { KyOpsAuditGateway } from '../adapters/http/ky-ops-audit-gateway';
import { KyOpsAuthGateway } from '../adapters/http/ky-ops-auth-gateway';
// Operator console: orders, customers, subscriptions (issue 19 items 4-6)
import { KyOpsCustomersGateway } from '../adapters/http/ky-ops-customers-gateway';
import { KyOpsEnquiriesGateway } from '../adapters/http/ky-ops-enquiries-gateway';
// Projects and inventory
import { KyOpsInventoryGateway } from '../adapters/http/ky-ops-inventory-gateway';
import { KyOpsInvestmentsGateway } from '../adapters/http/ky-ops-investments-gateway';
import { KyOpsMailJobsGateway } from '../adapters/http/ky-ops-mail-jobs-gateway';
import { KyOpsOperatorsGateway } from '../adapters/http/ky-ops-operators-gateway';
import { KyOpsOrdersGateway } from '../adapters/http/ky-ops-orders-gateway';
import { KyOpsOverviewGateway } from '../adapters/http/ky-ops-overview-gateway';
import { KyOpsProjectsGateway } from '../adapters/http/ky-ops-projects-gateway';
import { KyOpsSubscriptionsGateway } from '../adapters/http/ky-ops-subscriptions-gateway';
import { InMemorySessionEvents } from '../adapters/memory/in-memory-session-events';
import { SessionStorageOperatorSessionStore } from '../adapters/storage/session-storage-operator-session-store';
import { OPS_PORT_TOKENS, type OpsPortName, type OpsPorts } from '../ui/ops-ports';
import type { WebConfig } from './container';
// Loads the shop's composition root with the console's: the modules both use (inversify, ky, the
// HTTP client) then stay inside the shop's container chunk instead of moving to a chunk of their
// own, which made the shop's deferred scripts 1 KB (gzip) larger. The console pays for it.
import './container';

const OPS_HTTP: ServiceIdentifier<KyInstance> = Symbol('OpsHttpClient');

/**
 * The operator console's composition root: loaded with the console's own chunk (the shop's
 * container never holds these adapters), it binds each console port to its adapter. Its HTTP
 * client sends the operator's token, never the buyer's.
 */
export function createOpsContainer(config: WebConfig, browser: Window): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  const t = OPS_PORT_TOKENS;
  container
    .bind(t.operatorSessionStore)
    .toConstantValue(new SessionStorageOperatorSessionStore(browser.sessionStorage));
  container.bind(t.operatorSessionEvents).toConstantValue(new InMemorySessionEvents());
  container
    .bind(OPS_HTTP)
    .toResolvedValue(
      (store: OpsPorts['operatorSessionStore'], events: OpsPorts['operatorSessionEvents']) =>
        createHttpClient({ baseUrl: opsApiBase(config, browser) }, { store, events }),
      [t.operatorSessionStore, t.operatorSessionEvents],
    );
  // The token carries its port type: a factory that makes anything else does not compile.
  const gateway = <Name extends OpsPortName>(
    name: Name,
    make: (http: KyInstance) => OpsPorts[Name],
  ) => container.bind(t[name]).toResolvedValue(make, [OPS_HTTP]);
  // Shell, sign-in, operators and audit log (H5)
  gateway('opsAuthGateway', (http) => new KyOpsAuthGateway(http));
  gateway('opsOperatorsGateway', (http) => new KyOpsOperatorsGateway(http));
  gateway('opsAuditGateway', (http) => new KyOpsAuditGateway(http));
  container.bind(t.fileDownloader).toConstantValue(new BlobFileDownloader(browser));
  // Operator console: orders, customers, subscriptions (issue 19 items 4-6)
  gateway('opsOrdersGateway', (http) => new KyOpsOrdersGateway(http));
  gateway('opsCustomersGateway', (http) => new KyOpsCustomersGateway(http));
  gateway('opsSubscriptionsGateway', (http) => new KyOpsSubscriptionsGateway(http));
  gateway('opsOverviewGateway', (http) => new KyOpsOverviewGateway(http));
  gateway('opsEnquiriesGateway', (http) => new KyOpsEnquiriesGateway(http));
  gateway('opsInvestmentsGateway', (http) => new KyOpsInvestmentsGateway(http));
  gateway('opsMailJobsGateway', (http) => new KyOpsMailJobsGateway(http));
  // Projects and inventory
  gateway('opsProjects', (http) => new KyOpsProjectsGateway(http));
  gateway('opsInventory', (http) => new KyOpsInventoryGateway(http));
  return container;
}

/**
 * The API's origin for the console's calls. The shop's '' (the page's own origin) resolves the
 * gateways' relative paths against the page's address, which works for the shop's one-segment
 * pages but would send the console's calls from /ops/audit to /ops/api/…: the console names the
 * page's origin itself.
 */
function opsApiBase(config: WebConfig, browser: Window): string {
  return config.apiBaseUrl === '' ? `${browser.location.origin}/` : config.apiBaseUrl;
}
