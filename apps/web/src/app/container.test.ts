import { describe, expect, it } from 'vitest';
import { DataLayerAnalytics } from '../adapters/analytics/data-layer-analytics';
import { KyAccountGateway } from '../adapters/http/ky-account-gateway';
import { KyCartGateway } from '../adapters/http/ky-cart-gateway';
import { KyDeveloperGateway } from '../adapters/http/ky-developer-gateway';
import { InMemorySessionEvents } from '../adapters/memory/in-memory-session-events';
import { LocalStorageSessionStore } from '../adapters/storage/local-storage-session-store';
import { PORT_TOKENS } from '../ui/app-ports';
import { createAppContainer } from './container';

describe('the composition root', () => {
  it('binds every port to its real adapter, once', () => {
    const container = createAppContainer({ apiBaseUrl: '' }, window);
    for (const token of Object.values(PORT_TOKENS))
      expect(container.get<unknown>(token)).toBeTruthy();
    const sessionStore = container.get(PORT_TOKENS.sessionStore);
    expect(sessionStore).toBeInstanceOf(LocalStorageSessionStore);
    expect(container.get(PORT_TOKENS.cartGateway)).toBeInstanceOf(KyCartGateway);
    expect(container.get(PORT_TOKENS.accountGateway)).toBeInstanceOf(KyAccountGateway);
    expect(container.get(PORT_TOKENS.developerGateway)).toBeInstanceOf(KyDeveloperGateway);
    expect(container.get(PORT_TOKENS.sessionEvents)).toBeInstanceOf(InMemorySessionEvents);
    expect(container.get(PORT_TOKENS.analytics)).toBeInstanceOf(DataLayerAnalytics);
    expect(container.get(PORT_TOKENS.cartGateway)).toBe(container.get(PORT_TOKENS.cartGateway));
  });

  it('creates the tag-manager data layer on the window', () => {
    const host = window as unknown as { dataLayer?: unknown[] };
    delete host.dataLayer;
    const container = createAppContainer({ apiBaseUrl: '' }, window);
    container.get(PORT_TOKENS.analytics).pageview({ path: '/' });
    expect(host.dataLayer).toEqual([{ event: 'pageview', page: '/' }]);
  });
});
