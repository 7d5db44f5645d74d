import type {
  AccountGateway,
  Analytics,
  AuthGateway,
  BulkFileEstimator,
  CartGateway,
  CartStore,
  CatalogueGateway,
  CheckoutGateway,
  Clock,
  DeveloperGateway,
  EnquiryGateway,
  EstimateAddress,
  EstimateStore,
  ExternalNavigator,
  FileDownloader,
  InvestmentsGateway,
  OrdersGateway,
  PdfSummaryRenderer,
  PlacesGateway,
  SessionEvents,
  SessionStore,
  SubscriptionsGateway,
} from '@netzero/core';
import type { ServiceIdentifier } from 'inversify';

/** Every port the pages use, by name; the composition root binds each to an adapter. */
export interface AppPorts {
  readonly sessionStore: SessionStore;
  readonly sessionEvents: SessionEvents;
  readonly cartStore: CartStore;
  readonly estimateStore: EstimateStore;
  readonly estimateAddress: EstimateAddress;
  readonly fileDownloader: FileDownloader;
  readonly pdfRenderer: PdfSummaryRenderer;
  readonly analytics: Analytics;
  readonly clock: Clock;
  readonly navigator: ExternalNavigator;
  readonly authGateway: AuthGateway;
  readonly accountGateway: AccountGateway;
  readonly cartGateway: CartGateway;
  readonly catalogueGateway: CatalogueGateway;
  readonly checkoutGateway: CheckoutGateway;
  readonly enquiryGateway: EnquiryGateway;
  readonly investmentsGateway: InvestmentsGateway;
  readonly ordersGateway: OrdersGateway;
  readonly placesGateway: PlacesGateway;
  readonly subscriptionsGateway: SubscriptionsGateway;
  readonly bulkFileEstimator: BulkFileEstimator;
  // Dashboard Developers (issue 20)
  readonly developerGateway: DeveloperGateway;
}

/** The name of one port. */
export type PortName = keyof AppPorts;

/**
 * The inversify token of each port, carrying its port type (DESIGN §3.6): `container.bind(token)`
 * accepts only an implementation of that port and `container.get(token)` returns it, no casts.
 */
export type PortTokens = { readonly [Name in PortName]: ServiceIdentifier<AppPorts[Name]> };

/** The Symbol token of each port. */
export const PORT_TOKENS: PortTokens = {
  sessionStore: Symbol('SessionStore'),
  sessionEvents: Symbol('SessionEvents'),
  cartStore: Symbol('CartStore'),
  estimateStore: Symbol('EstimateStore'),
  estimateAddress: Symbol('EstimateAddress'),
  fileDownloader: Symbol('FileDownloader'),
  pdfRenderer: Symbol('PdfSummaryRenderer'),
  analytics: Symbol('Analytics'),
  clock: Symbol('Clock'),
  navigator: Symbol('ExternalNavigator'),
  authGateway: Symbol('AuthGateway'),
  accountGateway: Symbol('AccountGateway'),
  cartGateway: Symbol('CartGateway'),
  catalogueGateway: Symbol('CatalogueGateway'),
  checkoutGateway: Symbol('CheckoutGateway'),
  enquiryGateway: Symbol('EnquiryGateway'),
  investmentsGateway: Symbol('InvestmentsGateway'),
  ordersGateway: Symbol('OrdersGateway'),
  placesGateway: Symbol('PlacesGateway'),
  subscriptionsGateway: Symbol('SubscriptionsGateway'),
  bulkFileEstimator: Symbol('BulkFileEstimator'),
  // Dashboard Developers (issue 20)
  developerGateway: Symbol('DeveloperGateway'),
};
