import { Container, type ServiceIdentifier } from 'inversify';
import type { KyInstance } from 'ky';
import { createHttpClient } from '../adapters/http/http-client';
// Projects and inventory
import { KyOpsInventoryGateway } from '../adapters/http/ky-ops-inventory-gateway';
import { KyOpsProjectsGateway } from '../adapters/http/ky-ops-projects-gateway';
import { InMemorySessionEvents } from '../adapters/memory/in-memory-session-events';
import { SessionStorageOperatorSessionStore } from '../adapters/storage/session-storage-operator-session-store';
import { OPS_PORT_TOKENS, type OpsPorts } from '../ui/ops-ports';
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
  // Projects and inventory
  container
    .bind(t.opsProjects)
    .toResolvedValue((http: KyInstance) => new KyOpsProjectsGateway(http), [OPS_HTTP]);
  container
    .bind(t.opsInventory)
    .toResolvedValue((http: KyInstance) => new KyOpsInventoryGateway(http), [OPS_HTTP]);
  return container;
}
