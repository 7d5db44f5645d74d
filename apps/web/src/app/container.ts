import { CATALOGUE_SNAPSHOT_ELEMENT_ID } from '@netzero/content';
import { Container, type ServiceIdentifier } from 'inversify';
import type { KyInstance } from 'ky';
import {
  type DataLayer,
  DataLayerAnalytics,
  windowDataLayer,
} from '../adapters/analytics/data-layer-analytics';
import { BlobFileDownloader } from '../adapters/browser/blob-file-downloader';
import { HistoryEstimateAddress } from '../adapters/browser/history-estimate-address';
import { LocationNavigator } from '../adapters/browser/location-navigator';
import { systemClock } from '../adapters/browser/system-clock';
import { WorkerBulkFileEstimator } from '../adapters/bulk/worker-bulk-file-estimator';
import { createHttpClient } from '../adapters/http/http-client';
import { KyAccountGateway } from '../adapters/http/ky-account-gateway';
import { KyAuthGateway } from '../adapters/http/ky-auth-gateway';
import { KyCartGateway } from '../adapters/http/ky-cart-gateway';
import { KyCatalogueGateway } from '../adapters/http/ky-catalogue-gateway';
import { KyCheckoutGateway } from '../adapters/http/ky-checkout-gateway';
import { KyDeveloperGateway } from '../adapters/http/ky-developer-gateway';
import { KyEnquiryGateway } from '../adapters/http/ky-enquiry-gateway';
import { KyInvestmentsGateway } from '../adapters/http/ky-investments-gateway';
import { KyOrdersGateway } from '../adapters/http/ky-orders-gateway';
import { KyPlacesGateway } from '../adapters/http/ky-places-gateway';
import { KySubscriptionsGateway } from '../adapters/http/ky-subscriptions-gateway';
import { InMemorySessionEvents } from '../adapters/memory/in-memory-session-events';
import { JspdfSummaryRenderer } from '../adapters/pdf/jspdf-summary-renderer';
import { LocalStorageCartStore } from '../adapters/storage/local-storage-cart-store';
import { LocalStorageEstimateStore } from '../adapters/storage/local-storage-estimate-store';
import { LocalStorageSessionStore } from '../adapters/storage/local-storage-session-store';
import { type AppPorts, PORT_TOKENS, type PortName } from '../ui/app-ports';

/** What the composition root reads from the build: the API origin ('' = this page's origin). */
export interface WebConfig {
  readonly apiBaseUrl: string;
}

const HTTP: ServiceIdentifier<KyInstance> = Symbol('HttpClient');

/** The composition root (DESIGN §1): the only place that picks the adapter of each port. */
export function createAppContainer(config: WebConfig, browser: Window): Container {
  // A catalogue page renders from the list it arrived with.
  const catalogueSnapshot =
    browser.document?.getElementById(CATALOGUE_SNAPSHOT_ELEMENT_ID)?.textContent ?? null;
  const container = new Container({ defaultScope: 'Singleton' });
  const t = PORT_TOKENS;
  container
    .bind(t.sessionStore)
    .toConstantValue(new LocalStorageSessionStore(browser.localStorage));
  container.bind(t.sessionEvents).toConstantValue(new InMemorySessionEvents());
  container.bind(t.cartStore).toConstantValue(new LocalStorageCartStore(browser.localStorage));
  container
    .bind(t.estimateStore)
    .toConstantValue(new LocalStorageEstimateStore(browser.localStorage));
  container.bind(t.estimateAddress).toConstantValue(new HistoryEstimateAddress(browser));
  container.bind(t.fileDownloader).toConstantValue(new BlobFileDownloader(browser));
  container.bind(t.pdfRenderer).toConstantValue(new JspdfSummaryRenderer());
  container
    .bind(t.analytics)
    .toConstantValue(
      new DataLayerAnalytics(windowDataLayer(browser as Window & { dataLayer?: DataLayer })),
    );
  container.bind(t.clock).toConstantValue(systemClock);
  container.bind(t.navigator).toConstantValue(new LocationNavigator(browser.location));
  container.bind(t.bulkFileEstimator).toConstantValue(new WorkerBulkFileEstimator());
  container
    .bind(HTTP)
    .toResolvedValue(
      (store: AppPorts['sessionStore'], events: AppPorts['sessionEvents']) =>
        createHttpClient({ baseUrl: config.apiBaseUrl }, { store, events }),
      [t.sessionStore, t.sessionEvents],
    );
  // The token carries its port type: a factory that makes anything else does not compile.
  const gateway = <Name extends PortName>(name: Name, make: (http: KyInstance) => AppPorts[Name]) =>
    container.bind(t[name]).toResolvedValue(make, [HTTP]);
  gateway('authGateway', (http) => new KyAuthGateway(http));
  gateway('accountGateway', (http) => new KyAccountGateway(http));
  gateway('cartGateway', (http) => new KyCartGateway(http));
  gateway('catalogueGateway', (http) => new KyCatalogueGateway(http, catalogueSnapshot));
  gateway('checkoutGateway', (http) => new KyCheckoutGateway(http));
  gateway('enquiryGateway', (http) => new KyEnquiryGateway(http));
  gateway('investmentsGateway', (http) => new KyInvestmentsGateway(http));
  gateway('ordersGateway', (http) => new KyOrdersGateway(http));
  gateway('placesGateway', (http) => new KyPlacesGateway(http));
  gateway('subscriptionsGateway', (http) => new KySubscriptionsGateway(http));
  // Dashboard Developers (issue 20)
  gateway('developerGateway', (http) => new KyDeveloperGateway(http));
  return container;
}
