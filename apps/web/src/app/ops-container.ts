import { Container, type ServiceIdentifier } from 'inversify';
import type { KyInstance } from 'ky';
import { createHttpClient } from '../adapters/http/http-client';
import { KyOpsEnquiriesGateway } from '../adapters/http/ky-ops-enquiries-gateway';
import { KyOpsInvestmentsGateway } from '../adapters/http/ky-ops-investments-gateway';
import { KyOpsMailJobsGateway } from '../adapters/http/ky-ops-mail-jobs-gateway';
import { KyOpsOverviewGateway } from '../adapters/http/ky-ops-overview-gateway';
import { InMemorySessionEvents } from '../adapters/memory/in-memory-session-events';
import { SessionStorageOperatorSessionStore } from '../adapters/storage/session-storage-operator-session-store';
import { OPS_PORT_TOKENS, type OpsPortName, type OpsPorts } from '../ui/ops-ports';
import type { WebConfig } from './container';

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
        createHttpClient({ baseUrl: config.apiBaseUrl }, { store, events }),
      [t.operatorSessionStore, t.operatorSessionEvents],
    );
  // Overview, Enquiries, Investments, Mail & jobs (issue 19, H4)
  const gateway = <Name extends OpsPortName>(
    name: Name,
    make: (http: KyInstance) => OpsPorts[Name],
  ) => container.bind(t[name]).toResolvedValue(make, [OPS_HTTP]);
  gateway('opsOverviewGateway', (http) => new KyOpsOverviewGateway(http));
  gateway('opsEnquiriesGateway', (http) => new KyOpsEnquiriesGateway(http));
  gateway('opsInvestmentsGateway', (http) => new KyOpsInvestmentsGateway(http));
  gateway('opsMailJobsGateway', (http) => new KyOpsMailJobsGateway(http));
  return container;
}
