import { CATALOGUE_SNAPSHOT_ELEMENT_ID } from '@netzero/content';
import { Container } from 'inversify';
import type { KyInstance } from 'ky';
import {
  type DataLayer,
  DataLayerAnalytics,
  windowDataLayer,
} from '../adapters/analytics/data-layer-analytics';
import { LocationNavigator } from '../adapters/browser/location-navigator';
import { systemClock } from '../adapters/browser/system-clock';
import { WorkerBulkFileEstimator } from '../adapters/bulk/worker-bulk-file-estimator';
import { createHttpClient } from '../adapters/http/http-client';
import { KyAuthGateway } from '../adapters/http/ky-auth-gateway';
import { KyCartGateway } from '../adapters/http/ky-cart-gateway';
import { KyCatalogueGateway } from '../adapters/http/ky-catalogue-gateway';
import { KyCheckoutGateway } from '../adapters/http/ky-checkout-gateway';
import { KyEnquiryGateway } from '../adapters/http/ky-enquiry-gateway';
import { KyInvestmentsGateway } from '../adapters/http/ky-investments-gateway';
import { KyOrdersGateway } from '../adapters/http/ky-orders-gateway';
import { KyPlacesGateway } from '../adapters/http/ky-places-gateway';
import { KySubscriptionsGateway } from '../adapters/http/ky-subscriptions-gateway';
import { LocalStorageCartStore } from '../adapters/storage/local-storage-cart-store';
import { LocalStorageSessionStore } from '../adapters/storage/local-storage-session-store';
import { type AppPorts, PORT_TOKENS } from './app-ports';

/** What the composition root reads from the build: the API origin ('' = this page's origin). */
export interface WebConfig {
  readonly apiBaseUrl: string;
}

const HTTP = Symbol('HttpClient');

/** The composition root (DESIGN §1): the only place that picks the adapter of each port. */
export function createAppContainer(config: WebConfig, browser: Window): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  const t = PORT_TOKENS;
  container
    .bind(t.sessionStore)
    .toConstantValue(new LocalStorageSessionStore(browser.localStorage));
  container.bind(t.cartStore).toConstantValue(new LocalStorageCartStore(browser.localStorage));
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
      (sessionStore: AppPorts['sessionStore']) =>
        createHttpClient({ baseUrl: config.apiBaseUrl }, sessionStore),
      [t.sessionStore],
    );
  const gateway = <T>(token: symbol, make: (http: KyInstance) => T) =>
    container.bind(token).toResolvedValue(make, [HTTP]);
  gateway(t.authGateway, (http) => new KyAuthGateway(http));
  gateway(t.cartGateway, (http) => new KyCartGateway(http));
  gateway(
    t.catalogueGateway,
    (http) =>
      new KyCatalogueGateway(
        http,
        () => browser.document?.getElementById(CATALOGUE_SNAPSHOT_ELEMENT_ID)?.textContent ?? null,
      ),
  );
  gateway(t.checkoutGateway, (http) => new KyCheckoutGateway(http));
  gateway(t.enquiryGateway, (http) => new KyEnquiryGateway(http));
  gateway(t.investmentsGateway, (http) => new KyInvestmentsGateway(http));
  gateway(t.ordersGateway, (http) => new KyOrdersGateway(http));
  gateway(t.placesGateway, (http) => new KyPlacesGateway(http));
  gateway(t.subscriptionsGateway, (http) => new KySubscriptionsGateway(http));
  return container;
}

/** A container holding the given port implementations as they are (tests bind fakes this way). */
export function createPortContainer(ports: AppPorts): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  for (const name of Object.keys(PORT_TOKENS) as (keyof AppPorts)[]) {
    container.bind(PORT_TOKENS[name]).toConstantValue(ports[name]);
  }
  return container;
}
