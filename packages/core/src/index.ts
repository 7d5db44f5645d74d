// @netzero/core: the pure rules of NetZero Market. One entry point; every export is documented at its source.

// The click event of the tag-manager data layer
export * from './analytics/click-event.js';
// What login, signup and password-reset replies mean (spec §8)
export * from './auth/auth-replies.js';
export * from './calculators/calculator-order.js';
// Personal calculators, investment projects, subscription plans, one-time offer
export * from './calculators/fleet-rows.js';
export * from './calculators/investment-projects.js';
export * from './calculators/one-time-offer.js';
export * from './calculators/payment-methods.js';
export * from './calculators/personal-calculator.js';
export * from './calculators/plan-for-estimate.js';
export * from './calculators/rupee-calculator.js';
export * from './calculators/rupee-conversion.js';
export * from './calculators/subscription-plans.js';
export * from './calculators/transport-rows.js';
export * from './calculators/trip-calculator.js';
// Local cart rules, the pending item, the push plan and the cart use cases
export * from './cart/add-to-cart.use-case.js';
export * from './cart/cart-push-plan.js';
export * from './cart/cart-quantity.js';
export * from './cart/cart-rules.js';
export * from './cart/cart-total.js';
export type { CartDeps, CartFailure, CartFailureCode, CartView } from './cart/cart-use-case.js';
export * from './cart/change-quantity.use-case.js';
export * from './cart/checkout-cancelled-flag.js';
export * from './cart/complete-pending-item.use-case.js';
export * from './cart/load-cart.use-case.js';
export * from './cart/local-cart-item.js';
export * from './cart/merge-local-cart.use-case.js';
export * from './cart/pending-item.js';
export * from './cart/remove-from-cart.use-case.js';
export * from './cart/server-cart.js';
export * from './cart/stored-cart.js';
export * from './cart/user-id.js';
// Products as the catalogue serves them
export * from './catalogue/product.js';
// Stock levels the operator console warns about (issue 19, H4)
export * from './catalogue/stock-levels.js';
// Opening a direct checkout with retries, and its failure messages
export * from './checkout/open-direct-checkout.use-case.js';
// The payment provider of a checkout session id (the payment return page's confirm call)
export * from './checkout/payment-provider.js';
// Detailed estimation from a file's rows (the CSV and .xlsx readers are @netzero/bulk's): columns, rows and the summary
export * from './emissions/bulk/bulk-columns.js';
export * from './emissions/bulk/bulk-date.js';
export * from './emissions/bulk/bulk-estimator.js';
export * from './emissions/bulk/bulk-file-format.js';
export * from './emissions/bulk/bulk-problem-text.js';
export * from './emissions/bulk/bulk-progress.js';
export * from './emissions/bulk/bulk-row.js';
export * from './emissions/bulk/bulk-row-quick.js';
export * from './emissions/bulk/bulk-stream.js';
export * from './emissions/bulk/bulk-summary.js';
export * from './emissions/bulk/cell-ref.js';
// The business estimator (tonnes CO2) and the readiness rule of 'Choose A Plan'
export * from './emissions/emission-factors.js';
export * from './emissions/emission-grams.js';
export * from './emissions/estimate-line.js';
export * from './emissions/estimate-lines.js';
export * from './emissions/estimate-link.js';
export * from './emissions/estimator-line.js';
export * from './emissions/factor-source.js';
export * from './emissions/factor-sources.js';
export * from './emissions/format-emission.js';
export * from './emissions/line-factor-terms.js';
export * from './emissions/plan-readiness.js';
export * from './emissions/public-references.js';
export * from './emissions/round-tonnes.js';
export * from './emissions/saved-estimate.js';
export * from './emissions/share-percents.js';
export * from './emissions/trip-line.js';
// Numbers for display (thousands separators)
export * from './format/decimal-format.js';
export * from './format/format-count.js';
export * from './format/made-on-first-use.js';
// Great-circle and travel distances, and place search (the estimator's From and To)
export * from './geo/great-circle.js';
export * from './geo/place-search.js';
export * from './geo/travel-distance.js';
// The message catalogue: every user-facing string keyed by a stable code
export * from './messages/catalogue.js';
export * from './messages/email-messages.js';
export * from './messages/format-message.js';
// The interfaces the apps implement (gateways, stores, analytics, clock)
export type * from './ports/account-gateway.port.js';
export type * from './ports/analytics.port.js';
export type * from './ports/auth-gateway.port.js';
export type * from './ports/bulk-file-estimator.port.js';
export type * from './ports/cart-gateway.port.js';
export type * from './ports/cart-store.port.js';
export type * from './ports/catalogue-gateway.port.js';
export type * from './ports/checkout-gateway.port.js';
export type * from './ports/clock.port.js';
// Dashboard Developers port: keys, balances, webhooks (issue 20)
export type * from './ports/developer-gateway.port.js';
export type * from './ports/enquiry-gateway.port.js';
export type * from './ports/estimate-address.port.js';
export type * from './ports/estimate-store.port.js';
export type * from './ports/external-navigator.port.js';
export type * from './ports/file-downloader.port.js';
export type * from './ports/gateway-error.js';
export * from './ports/gateway-error-message.js';
export type * from './ports/investments-gateway.port.js';
// Operator console: sign-in, operators and the audit log (issue 19)
export type * from './ports/ops/ops-audit-gateway.port.js';
export type * from './ports/ops/ops-auth-gateway.port.js';
// Operator console ports: overview, enquiries, investments, mail & jobs (issue 19, H4)
export type * from './ports/ops/ops-console-page.port.js';
// Operator console: orders, customers, subscriptions (issue 19 items 4-6)
export type * from './ports/ops/ops-customers-gateway.port.js';
export type * from './ports/ops/ops-enquiries-gateway.port.js';
// Operator console: projects and inventory
export type * from './ports/ops/ops-inventory-gateway.port.js';
export type * from './ports/ops/ops-investments-gateway.port.js';
export type * from './ports/ops/ops-mail-jobs-gateway.port.js';
export type * from './ports/ops/ops-operators-gateway.port.js';
export type * from './ports/ops/ops-orders-gateway.port.js';
export type * from './ports/ops/ops-overview-gateway.port.js';
export type * from './ports/ops/ops-projects-gateway.port.js';
export type * from './ports/ops/ops-subscriptions-gateway.port.js';
export type * from './ports/orders-gateway.port.js';
export type * from './ports/pdf-summary-renderer.port.js';
export type * from './ports/places-gateway.port.js';
export type * from './ports/session-events.port.js';
export type * from './ports/session-store.port.js';
export type * from './ports/subscriptions-gateway.port.js';
export * from './pricing/decimal-rounding.js';
export * from './pricing/money.js';
export * from './pricing/order-limits.js';
export * from './pricing/price-line.js';
export * from './pricing/site-currency.js';
// The public API's estimates: its lines mapped onto the site's estimator (issue 20)
export * from './public-api/api-estimate.js';
// Money in integer minor units and the catalogue price line
export * from './public-api/api-key-kind.js';
export * from './public-api/api-mode.js';
export * from './public-api/factor-reference-url.js';
export * from './public-api/webhook-event-type.js';
// Session-token validity, bearer header, restore and logout
export * from './session/bearer-token.js';
export * from './session/logout.use-case.js';
export * from './session/restore-session.use-case.js';
export * from './session/session-message.js';
export * from './session/session-token.js';
// Result type and the constants of spec §9 (storage keys, delays, limits)
export * from './shared/csv-text.js';
export * from './shared/detached-string.js';
export * from './shared/limits.js';
export * from './shared/project-images.js';
export * from './shared/result.js';
export * from './shared/storage-keys.js';
export * from './shared/timing.js';
// One validator per form: field → message code
export * from './validation/card-details.validator.js';
export * from './validation/card-expiry.js';
export * from './validation/direct-checkout.validator.js';
export * from './validation/email.js';
export * from './validation/enquiry.validator.js';
export * from './validation/estimator-line.validator.js';
export * from './validation/field-errors.js';
export * from './validation/input-values.js';
export * from './validation/investment-form.validator.js';
export * from './validation/investment-reservation.validator.js';
export * from './validation/login.validator.js';
export * from './validation/one-time-form.validator.js';
export * from './validation/password.js';
export * from './validation/reset-password.validator.js';
export * from './validation/signup.validator.js';
export * from './validation/subscription-modal.validator.js';
export * from './validation/upload.validator.js';
