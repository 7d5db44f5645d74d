import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AccountService } from '../services/accounts/account.service.js';
import type { AuthService } from '../services/accounts/auth.service.js';
import type { SessionService } from '../services/accounts/session.service.js';
import type { CartService } from '../services/cart/cart.service.js';
import type { CatalogueService } from '../services/catalogue/catalogue.service.js';
import type { ApiEstimateService } from '../services/developers/api-estimate.service.js';
import type { ApiKeyService } from '../services/developers/api-key.service.js';
import type { ApiOrderService } from '../services/developers/api-order.service.js';
import type { ApiProjectService } from '../services/developers/api-project.service.js';
import type { DeveloperBalanceService } from '../services/developers/developer-balance.service.js';
import type { WebhookEndpointService } from '../services/developers/webhook-endpoint.service.js';
import type { EnquiryService } from '../services/enquiries/enquiry.service.js';
import type { InvestmentService } from '../services/investments/investment.service.js';
import type { OperatorInvitationService } from '../services/operators/operator-invitation.service.js';
import type { OperatorSecondFactorService } from '../services/operators/operator-second-factor.service.js';
import type { OperatorSessionService } from '../services/operators/operator-session.service.js';
import type { OperatorSignInService } from '../services/operators/operator-sign-in.service.js';
import type { OpsCustomersService } from '../services/ops/ops-customers.service.js';
import type { OpsOrdersService } from '../services/ops/ops-orders.service.js';
import type { OpsSubscriptionsService } from '../services/ops/ops-subscriptions.service.js';
import type { CertificateService } from '../services/orders/certificate.service.js';
import type { CheckoutService } from '../services/orders/checkout.service.js';
import type { FulfilmentService } from '../services/orders/fulfilment.service.js';
import type { OrderHistoryService } from '../services/orders/order-history.service.js';
import type { RefundService } from '../services/orders/refund.service.js';
import type { SubscriptionService } from '../services/orders/subscription.service.js';
import type { PlacesService } from '../services/places/places.service.js';
import type { AuditLog } from '../services/ports/audit-log.port.js';
import type { JobQueue } from '../services/ports/job-queue.port.js';
import type { OutboxReader } from '../services/ports/outbox-reader.port.js';
import type { PaymentProvider } from '../services/ports/payment-provider.port.js';
import type { QuotaMeter } from '../services/ports/rate-limiter.port.js';
import type { ServerMetrics } from '../services/ports/server-metrics.port.js';
import type { SessionTokens } from '../services/ports/session-tokens.port.js';
import type { InventoryService } from '../services/projects/inventory.service.js';
import type { ProjectAdminService } from '../services/projects/project-admin.service.js';
import { accountRoutes } from './account.routes.js';
import { apiKeyGuards } from './api-key-guard.js';
import { authRoutes } from './auth.routes.js';
import { authGuard, optionalUserGuard } from './auth-guard.js';
import { cartRoutes } from './cart.routes.js';
import { certificateRoutes } from './certificates.routes.js';
import { developerBalanceRoutes } from './developer-balance.routes.js';
import { developerKeyRoutes } from './developer-keys.routes.js';
import { developerWebhookRoutes } from './developer-webhooks.routes.js';
import { directCheckoutRoutes } from './direct-checkout.routes.js';
import { installApiDocs } from './docs.routes.js';
import { enquiryRoutes } from './enquiries.routes.js';
import { installErrorHandling } from './error-handler.js';
import { healthRoutes } from './health.routes.js';
import { investmentRoutes } from './investments.routes.js';
import { jobsRoutes } from './jobs.routes.js';
import { installLoadShedding, type LoadSheddingOptions } from './load-shedding.js';
import { metricsRoutes } from './metrics.routes.js';
import { operatorGuards } from './operator-guard.js';
import { opsCustomersRoutes } from './ops/ops-customers.routes.js';
import { type OpsDeskServices, registerOpsDeskRoutes } from './ops/ops-desk.js';
import { opsOrdersRoutes } from './ops/ops-orders.routes.js';
import { opsSubscriptionsRoutes } from './ops/ops-subscriptions.routes.js';
import { opsAuditRoutes } from './ops-audit.routes.js';
import { opsAuthRoutes } from './ops-auth.routes.js';
import { opsInventoryRoutes } from './ops-inventory.routes.js';
import { opsOperatorRoutes } from './ops-operators.routes.js';
import { opsProjectImageRoutes } from './ops-project-image.routes.js';
import { opsProjectRoutes } from './ops-projects.routes.js';
import { opsSessionRoutes } from './ops-session.routes.js';
import { orderRoutes } from './orders.routes.js';
import { outboxRoutes } from './outbox.routes.js';
import { paymentIssuesRoutes } from './payment-issues.routes.js';
import { paymentWebhookRoutes } from './payment-webhooks.routes.js';
import { placeRoutes } from './places.routes.js';
import { productRoutes } from './products.routes.js';
import { projectMediaRoutes } from './project-media.routes.js';
import { installRequestDrain, RequestDrain } from './request-drain.js';
import { lazyChildLogger } from './request-logger.js';
import { installRequestMetrics } from './request-metrics.js';
import { installSecurityHeaders } from './security-headers.js';
import { installStaticAssets } from './static-assets.js';
import { subscriptionRoutes } from './subscriptions.routes.js';
import { fastifyTrustProxy, type TrustProxy } from './trust-proxy.js';
import { v1BalanceRoutes } from './v1-balance.routes.js';
import { v1EstimateRoutes } from './v1-estimates.routes.js';
import { installV1Idempotency } from './v1-idempotency.js';
import { v1OrderRoutes } from './v1-orders.routes.js';
import { v1ProjectRoutes } from './v1-projects.routes.js';
import { installWebApp } from './web-app.js';
import { installWidget } from './widget.routes.js';

/** What the HTTP layer needs: the application services and the ports the routes call. */
export interface AppDependencies {
  readonly auth: AuthService;
  /** Checks every authenticated request's session (token, account, session version). */
  readonly sessions: SessionService;
  readonly account: AccountService;
  readonly cart: CartService;
  readonly catalogue: CatalogueService;
  readonly enquiries: EnquiryService;
  readonly checkout: CheckoutService;
  readonly fulfilment: FulfilmentService;
  readonly orderHistory: OrderHistoryService;
  readonly subscriptions: SubscriptionService;
  readonly certificates: CertificateService;
  readonly places: PlacesService;
  readonly investments: InvestmentService;
  // Operator sign-in and sessions
  readonly operatorSignIn: OperatorSignInService;
  readonly operatorSecondFactor: OperatorSecondFactorService;
  readonly operatorSessions: OperatorSessionService;
  readonly operatorInvitations: OperatorInvitationService;
  /** The operators' audit log (GET /api/ops/audit). */
  readonly audit: AuditLog;
  // Operator console: projects and inventory
  readonly projectAdmin: ProjectAdminService;
  readonly inventory: InventoryService;
  readonly refunds: RefundService;
  readonly payments: PaymentProvider;
  readonly sessionTokens: SessionTokens;
  /** The embedded mailer's outbox; null when mail goes out by SMTP. */
  readonly outbox: OutboxReader | null;
  /** The durable job queue, listed for operators. */
  readonly jobs: JobQueue;
  /** The bearer token of the operator endpoints (and of GET /metrics). */
  readonly operatorToken: string;
  readonly metrics: ServerMetrics;
  readonly isReady: () => Promise<boolean>;
  /** The admission queue in front of the routes that use the database. */
  readonly loadShedding: LoadSheddingOptions;
  // Operator console: orders, customers, subscriptions
  readonly opsOrders: OpsOrdersService;
  readonly opsCustomers: OpsCustomersService;
  readonly opsSubscriptions: OpsSubscriptionsService;
  // Operator console: overview, enquiries, investments, mail & jobs
  readonly opsDesk: OpsDeskServices;
  // The public API (issue 20)
  readonly apiKeys: ApiKeyService;
  /** Counts each API key's calls (its per-key rate limit). */
  readonly apiQuota: QuotaMeter;
  // Public API: webhooks
  /** The dashboard's webhook endpoints (registration, delivery log, test events). */
  readonly webhookEndpoints: WebhookEndpointService;
  // Public API: orders and idempotency
  readonly apiOrders: ApiOrderService;
  // Public API: projects, estimates, balance
  readonly apiProjects: ApiProjectService;
  readonly apiEstimates: ApiEstimateService;
  /** The prepaid balances: /v1/balance, the dashboard's test funds, threshold and top-ups. */
  readonly developerBalance: DeveloperBalanceService;
  /** The site's public origin, for absolute URLs in /v1 answers (project pages and images). */
  readonly publicUrl: string;
}

/** Largest accepted request body, in bytes; larger bodies get 413. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** Builds the Fastify app with every route of the contract; tests drive it with app.inject. */
export async function buildApp(
  deps: AppDependencies,
  options: {
    logger?: FastifyServerOptions['logger'];
    /**
     * Whose X-Forwarded-* headers to trust (config.ts's TRUST_PROXY): hops or proxy addresses;
     * `true` (everyone) only for tests that play the proxy themselves.
     */
    trustProxy?: TrustProxy;
    /** The built web app to serve on the same origin; none in API-only tests. */
    webDistDir?: string;
    /** More routes from the composition root (the sandbox provider's hosted checkout pages). */
    extraRoutes?: readonly FastifyPluginAsync[];
    /** What the server has admitted, for a shutdown that lets it finish (a fresh one if absent). */
    drain?: RequestDrain;
    /** Told of every route as it is registered (the route-table authorization test). */
    onRoute?: (route: RouteOptions) => void;
  } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // Without a logger Fastify makes no child per request, unless it is given a factory.
    ...(options.logger && { childLoggerFactory: lazyChildLogger }),
    trustProxy: fastifyTrustProxy(options.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    return503OnClosing: true,
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  // Fastify reads text/plain bodies as strings by default; no route takes one, so a text body on a
  // JSON route is answered 415 (the contract's message) instead of a confusing field error.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('userId', 0);
  app.decorateRequest('operator', null);
  app.decorateRequest('apiCaller', null);
  const { onRoute } = options;
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route));

  const drain = options.drain ?? new RequestDrain();
  // First, so that a draining server turns requests away before they queue for a turn.
  installRequestDrain(app, drain, deps.loadShedding.retryAfterSeconds);
  installRequestMetrics(app, deps.metrics);
  installSecurityHeaders(app);
  installErrorHandling(
    app,
    options.webDistDir ? await installWebApp(app, options.webDistDir, deps.catalogue) : null,
  );
  await installApiDocs(app);
  // The public API's checkout widget: one script a merchant's page loads.
  await installWidget(app);

  const requireUser = authGuard(deps.sessions);
  // Operator routes (issue 19): requireOperator on every /api/ops/* route; the machine token only
  // on the read-only routes scripts call (docs/operations.md lists them).
  const guards = operatorGuards({
    sessions: deps.operatorSessions,
    operatorToken: deps.operatorToken,
  });
  const { requireOperator, requireOperatorOrMachine } = guards;
  // Served from memory or by no database: never queued, so they stay fast under overload.
  await app.register(healthRoutes, {
    isReady: async () => !drain.draining && (await deps.isReady()),
  });
  await app.register(productRoutes, { catalogue: deps.catalogue });
  await app.register(metricsRoutes, {
    metrics: deps.metrics,
    requireOperator: requireOperatorOrMachine,
  });
  // Every route that works on the database waits for a turn, or is shed with 503 + Retry-After.
  await app.register(async (db) => {
    installLoadShedding(db, deps.loadShedding);
    await db.register(authRoutes, { auth: deps.auth });
    await db.register(accountRoutes, { account: deps.account, requireUser });
    await db.register(cartRoutes, { cart: deps.cart, requireUser });
    await db.register(enquiryRoutes, { enquiries: deps.enquiries });
    await db.register(orderRoutes, {
      checkout: deps.checkout,
      orderHistory: deps.orderHistory,
      requireUser,
    });
    await db.register(directCheckoutRoutes, {
      checkout: deps.checkout,
      fulfilment: deps.fulfilment,
      identifyBuyer: optionalUserGuard(deps.sessions),
    });
    await db.register(subscriptionRoutes, { subscriptions: deps.subscriptions, requireUser });
    await db.register(certificateRoutes, { certificates: deps.certificates });
    await db.register(placeRoutes, { places: deps.places });
    await db.register(investmentRoutes, { investments: deps.investments });
    const scripted = { requireOperator: requireOperatorOrMachine };
    await db.register(outboxRoutes, { outbox: deps.outbox, ...scripted });
    await db.register(jobsRoutes, { jobs: deps.jobs, ...scripted });
    await db.register(paymentIssuesRoutes, { refunds: deps.refunds, ...scripted });
    // Operator sign-in, sessions, operators and the audit log
    await db.register(opsAuthRoutes, {
      signIn: deps.operatorSignIn,
      secondFactor: deps.operatorSecondFactor,
    });
    await db.register(opsSessionRoutes, { sessions: deps.operatorSessions, requireOperator });
    await db.register(opsOperatorRoutes, {
      invitations: deps.operatorInvitations,
      sessions: deps.operatorSessions,
      requireOperator,
    });
    await db.register(opsAuditRoutes, { audit: deps.audit, requireOperator });
    // Operator console: orders, customers, subscriptions
    await db.register(opsOrdersRoutes, { orders: deps.opsOrders, requireOperator });
    await db.register(opsCustomersRoutes, { customers: deps.opsCustomers, requireOperator });
    await db.register(opsSubscriptionsRoutes, {
      subscriptions: deps.opsSubscriptions,
      requireOperator,
    });
    // Operator console: overview, enquiries, investments, mail & jobs
    const { opsDesk: desk, outbox, jobs } = deps;
    await db.register(async (ops) =>
      registerOpsDeskRoutes(ops, { desk, outbox, jobs, requireOperator }),
    );
    // Operator console: projects and inventory, and the project images they upload
    await db.register(opsProjectRoutes, { projects: deps.projectAdmin, requireOperator });
    await db.register(opsProjectImageRoutes, { projects: deps.projectAdmin, requireOperator });
    await db.register(opsInventoryRoutes, { inventory: deps.inventory, requireOperator });
    await db.register(projectMediaRoutes, { projects: deps.projectAdmin });
    // The public API (issue 20): /v1 takes API keys (never session tokens); the dashboard's
    // Developers routes take the account's session (never an API key).
    const { requireSecretKey, requireAnyKey } = apiKeyGuards({
      keys: deps.apiKeys,
      quota: deps.apiQuota,
    });
    // The Idempotency-Key hooks apply to the /v1 POST routes registered after them in this
    // scope: keep every /v1 route below this line.
    installV1Idempotency(db, deps.apiOrders);
    await db.register(v1ProjectRoutes, {
      projects: deps.apiProjects,
      publicUrl: deps.publicUrl,
      requireSecretKey,
    });
    await db.register(v1EstimateRoutes, { estimates: deps.apiEstimates, requireAnyKey });
    await db.register(v1OrderRoutes, { orders: deps.apiOrders, requireSecretKey });
    await db.register(v1BalanceRoutes, { balances: deps.developerBalance, requireSecretKey });
    await db.register(developerKeyRoutes, { keys: deps.apiKeys, requireUser });
    await db.register(developerBalanceRoutes, { balances: deps.developerBalance, requireUser });
    await db.register(developerWebhookRoutes, { webhooks: deps.webhookEndpoints, requireUser });
  });
  // Not queued: a payment provider's deliveries are few and must not wait behind shoppers (the
  // sandbox's come from the job worker through app.inject; a wait behind shoppers only delays them).
  await app.register(paymentWebhookRoutes, {
    payments: deps.payments,
    fulfilment: deps.fulfilment,
  });
  for (const routes of options.extraRoutes ?? []) await app.register(routes);
  await installStaticAssets(app);
  return app;
}
