// The in-memory fakes of every core port, for the web app's component tests.
export * from './fake-account-gateway.js';
export * from './fake-auth-gateway.js';
export * from './fake-bulk-file-estimator.js';
export * from './fake-cart-gateway.js';
export * from './fake-catalogue-gateway.js';
export * from './fake-checkout-gateway.js';
export * from './fake-clock.js';
export * from './fake-enquiry-gateway.js';
export * from './fake-investments-gateway.js';
export * from './fake-orders-gateway.js';
export * from './fake-places-gateway.js';
export * from './fake-subscriptions-gateway.js';
export * from './gateway-fakes.js';
export * from './in-memory-cart-store.js';
export * from './in-memory-session-store.js';
export * from './recording-analytics.js';
export * from './unsigned-jwt.js';
