import type { ExternalNavigator } from '@netzero/core';
import {
  FakeAccountGateway,
  FakeAuthGateway,
  FakeBulkFileEstimator,
  FakeCartGateway,
  FakeCatalogueGateway,
  FakeCheckoutGateway,
  FakeClock,
  FakeDeveloperGateway,
  FakeEnquiryGateway,
  FakeEstimateAddress,
  FakeInvestmentsGateway,
  FakeOrdersGateway,
  FakePlacesGateway,
  FakeSubscriptionsGateway,
  InMemoryCartStore,
  InMemoryEstimateStore,
  InMemorySessionStore,
  RecordingAnalytics,
  RecordingFileDownloader,
  RecordingPdfSummaryRenderer,
} from '@netzero/core-fakes';
import { InMemorySessionEvents } from '../adapters/memory/in-memory-session-events';

/** An ExternalNavigator that records where the page tried to go instead of leaving. */
export class RecordingNavigator implements ExternalNavigator {
  readonly opened: string[] = [];

  open(url: string): void {
    this.opened.push(url);
  }
}

/** A container's worth of in-memory port fakes; a test changes what it needs before rendering. */
export function createFakePorts() {
  return {
    sessionStore: new InMemorySessionStore(),
    sessionEvents: new InMemorySessionEvents(),
    cartStore: new InMemoryCartStore(),
    estimateStore: new InMemoryEstimateStore(),
    estimateAddress: new FakeEstimateAddress(),
    fileDownloader: new RecordingFileDownloader(),
    pdfRenderer: new RecordingPdfSummaryRenderer(),
    analytics: new RecordingAnalytics(),
    clock: new FakeClock(Date.UTC(2026, 10, 22, 12)),
    navigator: new RecordingNavigator(),
    authGateway: new FakeAuthGateway(),
    accountGateway: new FakeAccountGateway(),
    cartGateway: new FakeCartGateway(),
    catalogueGateway: new FakeCatalogueGateway(),
    checkoutGateway: new FakeCheckoutGateway(),
    enquiryGateway: new FakeEnquiryGateway(),
    investmentsGateway: new FakeInvestmentsGateway(),
    ordersGateway: new FakeOrdersGateway(),
    placesGateway: new FakePlacesGateway(),
    subscriptionsGateway: new FakeSubscriptionsGateway(),
    bulkFileEstimator: new FakeBulkFileEstimator(),
    developerGateway: new FakeDeveloperGateway(),
  };
}

/** The fakes of one test, with their concrete types so that tests can script and inspect them. */
export type FakePorts = ReturnType<typeof createFakePorts>;
