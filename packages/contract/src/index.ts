// @netzero/contract: the HTTP contract of spec §7 as zod schemas (one file per resource).
export * from './account.js';
export * from './auth.js';
export * from './cart.js';
export * from './certificates.js';
export * from './checkout.js';
// The public API (/v1) and the dashboard's Developers page (issue 20)
export * from './developers/developer-balance.js';
export * from './developers/developer-keys.js';
export * from './developers/developer-webhooks.js';
export * from './enquiries.js';
export * from './errors.js';
export * from './fields.js';
export * from './health.js';
export * from './investments.js';
export * from './jobs.js';
export * from './ops/ops-audit.js';
export * from './ops/ops-auth.js';
// Operator console: orders, customers, subscriptions (issue 19 items 4-6)
export * from './ops/ops-customers.js';
// Operator console: enquiries, investments, overview (issue 19, H4)
export * from './ops/ops-enquiries.js';
// Operator console: projects and inventory (issue 19 items 2 and 3)
export * from './ops/ops-inventory.js';
export * from './ops/ops-investments.js';
export * from './ops/ops-notes.js';
export * from './ops/ops-orders.js';
export * from './ops/ops-overview.js';
export * from './ops/ops-projects.js';
export * from './ops/ops-subscriptions.js';
export * from './orders.js';
export * from './outbox.js';
export * from './places.js';
export * from './products.js';
export * from './refunds.js';
export * from './subscriptions.js';
export * from './v1/v1-balance.js';
export * from './v1/v1-common.js';
export * from './v1/v1-estimates.js';
export * from './v1/v1-events.js';
export * from './v1/v1-orders.js';
export * from './v1/v1-projects.js';
export * from './webhooks.js';
