import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyServerOptions,
  RouteOptions,
} from 'fastify';
import { listeningUrl, loadConfig, type ServerConfig, type TrustProxySetting } from './config.js';
import type { AppDependencies } from './http/app.js';
import { RequestDrain } from './http/request-drain.js';
import { deliverPaymentEventsHandler } from './jobs/deliver-payment-events.handler.js';
import { deliverWebhookHandler } from './jobs/deliver-webhook.handler.js';
import { fulfilApiOrderHandler } from './jobs/fulfil-api-order.handler.js';
import { type JobHandler, JobWorker } from './jobs/job-worker.js';
import { NodeHttpWebhookTransport } from './jobs/node-http-webhook.transport.js';
import { refundPaymentHandler } from './jobs/refund-payment.handler.js';
import { requestPasswordResetHandler } from './jobs/request-password-reset.handler.js';
import { sendMailHandler } from './jobs/send-mail.handler.js';
import type { SweepTask } from './jobs/sweeper.js';
import { PromClientServerMetrics } from './metrics/prom-client-server-metrics.js';
import type { SandboxPaymentProvider } from './payments/sandbox/sandbox-payment-provider.js';
import { type DatabaseHandle, isDatabaseReady } from './persistence/database.js';
import { DrizzleApiBalances } from './persistence/drizzle-api-balances.js';
import { DrizzleApiEstimateRepository } from './persistence/drizzle-api-estimate.repository.js';
import { DrizzleApiKeyRepository } from './persistence/drizzle-api-key.repository.js';
import { DrizzleApiOrderRepository } from './persistence/drizzle-api-order.repository.js';
import { DrizzleApiProjectRepository } from './persistence/drizzle-api-project.repository.js';
import { DrizzleApiTopUpRepository } from './persistence/drizzle-api-top-up.repository.js';
import { DrizzleAuditLog } from './persistence/drizzle-audit-log.js';
import { DrizzleCartRepository } from './persistence/drizzle-cart.repository.js';
import { DrizzleCertificateRepository } from './persistence/drizzle-certificate.repository.js';
import { DrizzleDisputeRepository } from './persistence/drizzle-dispute.repository.js';
import { DrizzleEmailTokenRepository } from './persistence/drizzle-email-token.repository.js';
import { DrizzleEnquiryRepository } from './persistence/drizzle-enquiry.repository.js';
import { DrizzleEnquiryInbox } from './persistence/drizzle-enquiry-inbox.js';
import { DrizzleIdempotencyStore } from './persistence/drizzle-idempotency.store.js';
import { DrizzleInventoryRepository } from './persistence/drizzle-inventory.repository.js';
import { DrizzleInvestmentRepository } from './persistence/drizzle-investment.repository.js';
import { DrizzleInvestmentPipeline } from './persistence/drizzle-investment-pipeline.js';
import { DrizzleJobQueue } from './persistence/drizzle-job.queue.js';
import { DrizzleOperatorAccountRepository } from './persistence/drizzle-operator-account.repository.js';
import { DrizzleOperatorFactorRepository } from './persistence/drizzle-operator-factor.repository.js';
import { DrizzleOperatorInvitationRepository } from './persistence/drizzle-operator-invitation.repository.js';
import { DrizzleOrderRepository } from './persistence/drizzle-order.repository.js';
import { DrizzleOverviewReader } from './persistence/drizzle-overview.reader.js';
import { DrizzlePaymentEventLog } from './persistence/drizzle-payment-event-log.js';
import { DrizzleProductRepository } from './persistence/drizzle-product.repository.js';
import { DrizzleProjectAdminRepository } from './persistence/drizzle-project-admin.repository.js';
import { DrizzleRateLimiter } from './persistence/drizzle-rate-limiter.js';
import { DrizzleRefundRepository } from './persistence/drizzle-refund.repository.js';
import { DrizzleSharedSecretStore } from './persistence/drizzle-shared-secret.store.js';
import { DrizzleSubscriptionRepository } from './persistence/drizzle-subscription.repository.js';
import { DrizzleUserRepository } from './persistence/drizzle-user.repository.js';
import { DrizzleWebhookDeliveryStore } from './persistence/drizzle-webhook-delivery.store.js';
import { DrizzleWebhookEndpointRepository } from './persistence/drizzle-webhook-endpoint.repository.js';
import { DrizzleOpsCustomerRepository } from './persistence/ops/drizzle-ops-customer.repository.js';
import { DrizzleOpsOrderRepository } from './persistence/ops/drizzle-ops-order.repository.js';
import { DrizzleOpsSubscriptionRepository } from './persistence/ops/drizzle-ops-subscription.repository.js';
import { DrizzleOperatorNotes } from './persistence/ops/operator-notes.js';
import { openReadyDatabase } from './persistence/ready-database.js';
import { Argon2PasswordHasher } from './security/argon2-password-hasher.js';
import { JoseSessionTokens } from './security/jose-session-tokens.js';
import { JoseSignInTickets } from './security/jose-sign-in-tickets.js';
import { OtpauthTotpAuthenticator } from './security/otpauth-totp-authenticator.js';
import { QrcodeQrCodeDrawer } from './security/qrcode-qr-code-drawer.js';
import { loadOrCreateSecret } from './security/secrets.js';
import { TimerLoginDelay } from './security/timer-login-delay.js';
import { AccountService } from './services/accounts/account.service.js';
import { AuthService } from './services/accounts/auth.service.js';
import { SessionService } from './services/accounts/session.service.js';
import { CartService } from './services/cart/cart.service.js';
import { CatalogueService } from './services/catalogue/catalogue.service.js';
import { ApiEstimateService } from './services/developers/api-estimate.service.js';
import { ApiKeyService } from './services/developers/api-key.service.js';
import { ApiOrderService } from './services/developers/api-order.service.js';
import { ApiProjectService } from './services/developers/api-project.service.js';
import { DeveloperBalanceService } from './services/developers/developer-balance.service.js';
import { WebhookDeliveryService } from './services/developers/webhook-delivery.service.js';
import { WebhookEndpointService } from './services/developers/webhook-endpoint.service.js';
import { EnquiryService } from './services/enquiries/enquiry.service.js';
import { EnquiryInboxService } from './services/enquiries/enquiry-inbox.service.js';
import { InvestmentService } from './services/investments/investment.service.js';
import { InvestmentPipelineService } from './services/investments/investment-pipeline.service.js';
import { OperatorInvitationService } from './services/operators/operator-invitation.service.js';
import { OperatorSecondFactorService } from './services/operators/operator-second-factor.service.js';
import { OperatorSessionService } from './services/operators/operator-session.service.js';
import { OperatorSignInService } from './services/operators/operator-sign-in.service.js';
import { OpsCustomersService } from './services/ops/ops-customers.service.js';
import { OpsOrdersService } from './services/ops/ops-orders.service.js';
import { OpsSubscriptionsService } from './services/ops/ops-subscriptions.service.js';
import { CertificateService } from './services/orders/certificate.service.js';
import { CheckoutService } from './services/orders/checkout.service.js';
import { FulfilmentService } from './services/orders/fulfilment.service.js';
import { OrderHistoryService } from './services/orders/order-history.service.js';
import { RefundService } from './services/orders/refund.service.js';
import { StockNotifyingOrders } from './services/orders/stock-notifying-orders.js';
import { SubscriptionService } from './services/orders/subscription.service.js';
import { OpsOverviewService } from './services/overview/ops-overview.service.js';
import { PlacesService } from './services/places/places.service.js';
import type { ServerClock } from './services/ports/clock.port.js';
import type { JobQueue } from './services/ports/job-queue.port.js';
import type { LoginDelay } from './services/ports/login-delay.port.js';
import type { Mailer } from './services/ports/mailer.port.js';
import type { OutboxReader } from './services/ports/outbox-reader.port.js';
import type { PasswordHasher } from './services/ports/password-hasher.port.js';
import type { PaymentProvider } from './services/ports/payment-provider.port.js';
import type { PlacesDirectory } from './services/ports/places-directory.port.js';
import type { ServerMetrics } from './services/ports/server-metrics.port.js';
import type { SessionTokens } from './services/ports/session-tokens.port.js';
import { InventoryService } from './services/projects/inventory.service.js';
import { ProjectAdminService } from './services/projects/project-admin.service.js';
import { OutboundAddressGuard } from './services/shared/outbound-address-guard.js';

// The server's one composition root: it reads the configuration, picks every adapter and wires the
// services and the HTTP app. main.ts (the process entry) only calls startServer; tests call
// chooseAdapters and composeServer, replacing the adapters they fake. Stripe, SMTP, Google and
// PostgreSQL's driver are imported only when configured (each costs a tenth of a second of every
// start on the embedded defaults), and the HTTP layer while the database opens.

/** The secrets the adapters sign with (from the environment, or generated into the database). */
export interface ServerSecrets {
  readonly jwt: string;
  readonly sandboxWebhook: string;
  /** Bearer token of the operator endpoints (the outbox). */
  readonly operator: string;
}

/** The payment provider; `sandbox` is that same provider when it is the embedded sandbox. */
export interface PaymentAdapters {
  readonly provider: PaymentProvider;
  /** Its hosted checkout pages are served, its webhooks delivered and its sessions swept here. */
  readonly sandbox: SandboxPaymentProvider | null;
}

/** The mailer; `outbox` reads what it stored when mail stays in the database. */
export interface MailAdapters {
  readonly mailer: Mailer;
  readonly outbox: OutboxReader | null;
}

/** Every adapter one server runs on. */
export interface ServerAdapters {
  readonly database: DatabaseHandle;
  readonly clock: ServerClock;
  readonly secrets: ServerSecrets;
  readonly hasher: PasswordHasher;
  readonly sessionTokens: SessionTokens;
  /** Waits out a slowed-down login (a timer; tests record the waits instead). */
  readonly loginDelay: LoginDelay;
  readonly payments: PaymentAdapters;
  readonly mail: MailAdapters;
  readonly places: PlacesDirectory;
  readonly metrics: ServerMetrics;
  /** The durable job queue in the same database (e-mails go through it). */
  readonly jobs: JobQueue;
}

/** The services the routes and the sweeper call. */
export type ServerServices = Omit<
  AppDependencies,
  | 'sessionTokens'
  | 'outbox'
  | 'operatorToken'
  | 'isReady'
  | 'loadShedding'
  | 'payments'
  | 'metrics'
  | 'jobs'
>;

/** A composed server: the app, its services, its adapters and what one sweep does. */
export interface ComposedServer {
  readonly app: FastifyInstance;
  /** What the app was built with (services and the ports the routes call). */
  readonly appDependencies: AppDependencies;
  readonly services: ServerServices;
  readonly adapters: ServerAdapters;
  readonly sweepTasks: readonly SweepTask[];
  /** Runs the queued jobs (startServer polls with it; tests call runOnce or drain). */
  readonly jobWorker: JobWorker;
}

/** The clock of production: the system's. */
export const SYSTEM_CLOCK: ServerClock = { now: () => new Date() };

/**
 * The secrets from the environment, or else the ones every server on this database shares
 * (generated by the first to start; docs/operations.md says how to rotate them).
 */
export async function loadSecrets(
  config: Pick<ServerConfig, 'jwtSecret' | 'operatorToken' | 'sandboxWebhookSecret' | 'dataDir'>,
  { db }: DatabaseHandle,
): Promise<ServerSecrets> {
  const store = new DrizzleSharedSecretStore(db);
  const secret = (name: string, configured: string | null) =>
    loadOrCreateSecret(name, configured, store, config.dataDir);
  const [jwt, sandboxWebhook, operator] = await Promise.all([
    secret('jwt-secret', config.jwtSecret),
    secret('sandbox-webhook-secret', config.sandboxWebhookSecret),
    secret('operator-token', config.operatorToken),
  ]);
  return { jwt, sandboxWebhook, operator };
}

/**
 * The adapters the configuration asks for (DESIGN §4): the sandbox or Stripe (STRIPE_SECRET_KEY),
 * the outbox or SMTP (SMTP_URL), the offline gazetteer or Google (GOOGLE_MAPS_API_KEY).
 */
export async function chooseAdapters(
  config: ServerConfig,
  database: DatabaseHandle,
  secrets: ServerSecrets,
  clock: ServerClock = SYSTEM_CLOCK,
): Promise<ServerAdapters> {
  const jobs = new DrizzleJobQueue(database.db, { clock });
  const refundCounts = new DrizzleRefundRepository(database.db, jobs);
  const [payments, mail, places] = await Promise.all([
    choosePayments(config, database, secrets, clock, jobs),
    chooseMail(config, database),
    choosePlaces(config),
  ]);
  return {
    database,
    clock,
    secrets,
    hasher: new Argon2PasswordHasher(),
    sessionTokens: new JoseSessionTokens(
      secrets.jwt,
      config.jwtTtlSeconds,
      clock,
      config.opsSessionTtlSeconds,
    ),
    loginDelay: new TimerLoginDelay(),
    payments,
    mail,
    places,
    metrics: new PromClientServerMetrics({
      jobs: () => jobs.countByStatus(),
      refunds: () => refundCounts.countByReasonAndStatus(),
    }),
    jobs,
  };
}

async function choosePayments(
  config: ServerConfig,
  { db }: DatabaseHandle,
  secrets: ServerSecrets,
  clock: ServerClock,
  jobs: JobQueue,
): Promise<PaymentAdapters> {
  if (config.stripe !== null) {
    const { StripePaymentProvider } = await import('./payments/stripe/stripe-payment-provider.js');
    return { provider: new StripePaymentProvider(config.stripe), sandbox: null };
  }
  const { SandboxPaymentProvider } = await import('./payments/sandbox/sandbox-payment-provider.js');
  const sandbox = new SandboxPaymentProvider({
    db,
    jobs,
    clock,
    publicUrl: config.publicUrl,
    webhookSecret: secrets.sandboxWebhook,
    naming: { namedStatements: config.databaseNamedStatements },
  });
  return { provider: sandbox, sandbox };
}

async function chooseMail(config: ServerConfig, { db }: DatabaseHandle): Promise<MailAdapters> {
  if (config.smtpUrl !== null) {
    const { SmtpMailer } = await import('./mail/smtp.mailer.js');
    return { mailer: new SmtpMailer(config.smtpUrl, config.mailFrom), outbox: null };
  }
  const [{ OutboxMailer }, { DrizzleOutboxReader }] = await Promise.all([
    import('./mail/outbox.mailer.js'),
    import('./mail/outbox.reader.js'),
  ]);
  return { mailer: new OutboxMailer(db), outbox: new DrizzleOutboxReader(db) };
}

async function choosePlaces(config: ServerConfig): Promise<PlacesDirectory> {
  const apiKey = config.googleMapsApiKey;
  if (apiKey !== null) {
    const { GooglePlacesDirectory } = await import('./places/google-places-directory.js');
    return new GooglePlacesDirectory({ apiKey });
  }
  const { OfflinePlacesDirectory } = await import('./places/offline-places-directory.js');
  return new OfflinePlacesDirectory();
}

/** Loads the chosen adapters' modules ahead, so that they load while the database opens. */
function preloadChosenAdapters(config: ServerConfig): Promise<unknown> {
  return Promise.all([
    ...(config.stripe === null
      ? [
          import('./payments/sandbox/sandbox-payment-provider.js'),
          import('./payments/sandbox/sandbox-checkout.routes.js'),
        ]
      : [import('./payments/stripe/stripe-payment-provider.js')]),
    config.smtpUrl === null ? import('./mail/outbox.mailer.js') : import('./mail/smtp.mailer.js'),
    config.googleMapsApiKey === null
      ? import('./places/offline-places-directory.js')
      : import('./places/google-places-directory.js'),
  ]);
}

/** The services, wired on the adapters. */
function composeServices(config: ServerConfig, adapters: ServerAdapters): ServerServices {
  const { database, clock, hasher, sessionTokens, loginDelay, places, jobs } = adapters;
  const { db } = database;
  const payments = adapters.payments.provider;
  const { publicUrl, reservationTtlMs } = config;
  const naming = { namedStatements: config.databaseNamedStatements };
  const products = new DrizzleProductRepository(db, naming);
  const carts = new DrizzleCartRepository(db, naming);
  const users = new DrizzleUserRepository(db, jobs, naming);
  const rateLimiter = new DrizzleRateLimiter(db, clock, naming);
  const catalogue = new CatalogueService({ products, clock, ttlMs: config.catalogueTtlMs });
  // Every reservation, closed or expired order drops the catalogue's snapshot (its stock changed).
  const orders = new StockNotifyingOrders(new DrizzleOrderRepository(db, jobs, naming), () =>
    catalogue.stockChanged(),
  );
  const subscriptions = new DrizzleSubscriptionRepository(db);
  const investmentRecords = new DrizzleInvestmentRepository(db, jobs);
  const refunds = new RefundService({
    refunds: new DrizzleRefundRepository(db, jobs),
    disputes: new DrizzleDisputeRepository(db),
    investments: investmentRecords,
    ...{ orders, payments, clock, publicUrl },
  });
  const investments = new InvestmentService({
    investments: investmentRecords,
    ...{ payments, clock, rateLimiter, publicUrl, reservationTtlMs },
  });
  // Public API: projects, estimates, balance: top-ups are paid like investments, through
  // the fulfilment of provider events (its webhook) as well as the dashboard's confirm call.
  const developerBalance = new DeveloperBalanceService({
    balances: new DrizzleApiBalances(db),
    topUps: new DrizzleApiTopUpRepository(db),
    ...{ payments, users, clock, rateLimiter, publicUrl },
    sessionTtlMs: reservationTtlMs,
  });
  // Operator sign-in and sessions
  const operatorAccounts = new DrizzleOperatorAccountRepository(db);
  const operatorSignIn = {
    accounts: operatorAccounts,
    factors: new DrizzleOperatorFactorRepository(db),
    tickets: new JoseSignInTickets(adapters.secrets.jwt, clock),
    totp: new OtpauthTotpAuthenticator(),
    qr: new QrcodeQrCodeDrawer(),
    ...{ sessionTokens, hasher, rateLimiter, clock },
  };
  const signIn = new OperatorSignInService(operatorSignIn);
  return {
    audit: new DrizzleAuditLog(db),
    operatorSignIn: signIn,
    operatorInvitations: new OperatorInvitationService({
      accounts: operatorAccounts,
      invitations: new DrizzleOperatorInvitationRepository(db, jobs),
      ...{ hasher, rateLimiter, signIn, clock, publicUrl },
    }),
    operatorSecondFactor: new OperatorSecondFactorService(operatorSignIn),
    operatorSessions: new OperatorSessionService({ sessionTokens, accounts: operatorAccounts }),
    auth: new AuthService({
      users,
      emailTokens: new DrizzleEmailTokenRepository(db, jobs),
      ...{ hasher, sessionTokens, loginDelay, rateLimiter, clock, publicUrl, jobs },
    }),
    sessions: new SessionService({ sessionTokens, users }),
    account: new AccountService({ users, hasher, rateLimiter, clock }),
    catalogue,
    cart: new CartService({ carts }),
    enquiries: new EnquiryService({
      enquiries: new DrizzleEnquiryRepository(db, jobs),
      rateLimiter,
      publicUrl,
    }),
    checkout: new CheckoutService({
      ...{ orders, carts, products, users, payments, clock, rateLimiter },
      ...{ publicUrl, reservationTtlMs },
    }),
    fulfilment: new FulfilmentService({
      ...{ orders, subscriptions, payments, clock, publicUrl, reservationTtlMs },
      eventLog: new DrizzlePaymentEventLog(db),
      investments,
      refunds,
      topUps: developerBalance,
    }),
    refunds,
    orderHistory: new OrderHistoryService({ orders, users, publicUrl }),
    subscriptions: new SubscriptionService({ subscriptions, users, payments, clock }),
    certificates: new CertificateService({ certificates: new DrizzleCertificateRepository(db) }),
    places: new PlacesService({ directory: places, rateLimiter }),
    investments,
    // Operator console: orders, customers, subscriptions
    opsOrders: new OpsOrdersService({
      orders: new DrizzleOpsOrderRepository(db, jobs),
      notes: new DrizzleOperatorNotes(db),
      ...{ clock, publicUrl },
    }),
    opsCustomers: new OpsCustomersService({
      customers: new DrizzleOpsCustomerRepository(db, jobs),
      notes: new DrizzleOperatorNotes(db),
      ...{ clock, publicUrl },
    }),
    opsSubscriptions: new OpsSubscriptionsService({
      subscriptions: new DrizzleOpsSubscriptionRepository(db),
      ...{ payments, clock },
    }),
    // Operator console: overview, enquiries, investments, mail & jobs
    opsDesk: {
      enquiries: new EnquiryInboxService({ inbox: new DrizzleEnquiryInbox(db, jobs), clock }),
      investments: new InvestmentPipelineService({ pipeline: new DrizzleInvestmentPipeline(db) }),
      overview: new OpsOverviewService({
        reader: new DrizzleOverviewReader(db),
        clock,
        reservationMs: reservationTtlMs,
      }),
      clock,
    },
    // Operator console: projects and inventory (each change drops this process's catalogue snapshot)
    projectAdmin: new ProjectAdminService({
      projects: new DrizzleProjectAdminRepository(db),
      catalogueChanged: () => catalogue.stockChanged(),
    }),
    inventory: new InventoryService({
      inventory: new DrizzleInventoryRepository(db),
      clock,
      catalogueChanged: () => catalogue.stockChanged(),
    }),
    // The public API (issue 20)
    apiKeys: new ApiKeyService({ keys: new DrizzleApiKeyRepository(db), clock }),
    apiQuota: rateLimiter,
    // Public API: webhooks
    webhookEndpoints: new WebhookEndpointService({
      endpoints: new DrizzleWebhookEndpointRepository(db, jobs),
      guard: new OutboundAddressGuard({ allowPrivate: config.webhookAllowPrivateUrls }),
      rateLimiter,
      clock,
    }),
    // Public API: orders and idempotency
    apiOrders: new ApiOrderService({
      orders: new DrizzleApiOrderRepository(db, jobs, publicUrl),
      answers: new DrizzleIdempotencyStore(db),
      clock,
      stockChanged: () => catalogue.stockChanged(),
    }),
    // Public API: projects, estimates, balance
    apiProjects: new ApiProjectService({ projects: new DrizzleApiProjectRepository(db) }),
    apiEstimates: new ApiEstimateService({
      estimates: new DrizzleApiEstimateRepository(db),
      clock,
    }),
    developerBalance,
    publicUrl,
  };
}

/** How the app is served: logging, proxies, and the built web app (none in API-only tests). */
export interface HttpSettings {
  readonly logger?: FastifyServerOptions['logger'];
  readonly trustProxy?: TrustProxySetting;
  readonly webDistDir?: string;
  /** What the app admits, for a shutdown that lets it finish (startServer's). */
  readonly drain?: RequestDrain;
  /** Told of every route as it is registered (the route-table authorization test). */
  readonly onRoute?: (route: RouteOptions) => void;
}

/** Wires the services and the HTTP app on chosen adapters; tests drive the app with app.inject. */
export async function composeServer(
  config: ServerConfig,
  adapters: ServerAdapters,
  http: HttpSettings = {},
): Promise<ComposedServer> {
  const [{ buildApp }, sandboxRoutes] = await Promise.all([
    import('./http/app.js'),
    adapters.payments.sandbox && import('./payments/sandbox/sandbox-checkout.routes.js'),
  ]);
  const services = composeServices(config, adapters);
  const { sandbox } = adapters.payments;
  // The sandbox's hosted checkout pages are served by this app, as a provider's would be by it.
  const extraRoutes: FastifyPluginAsync[] =
    sandbox && sandboxRoutes
      ? [
          async (app) => {
            await app.register(sandboxRoutes.sandboxCheckoutRoutes, { sandbox });
          },
        ]
      : [];
  const appDependencies: AppDependencies = {
    ...services,
    payments: adapters.payments.provider,
    sessionTokens: adapters.sessionTokens,
    outbox: adapters.mail.outbox,
    jobs: adapters.jobs,
    operatorToken: adapters.secrets.operator,
    metrics: adapters.metrics,
    isReady: () => isDatabaseReady(adapters.database.db),
    loadShedding: config.loadShedding,
  };
  const app = await buildApp(appDependencies, { ...http, extraRoutes });
  if (sandbox) {
    // The sandbox notifies us as a provider's webhook would: a signed POST through the real route.
    sandbox.deliverWebhooksTo(async (rawBody, signature) => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/payments/${sandbox.name}/webhook`,
        headers: { 'content-type': 'application/json', 'sandbox-signature': signature },
        payload: rawBody,
      });
      if (response.statusCode >= 300) throw new Error(`webhook answered ${response.statusCode}`);
    });
  }
  const sweepTasks: SweepTask[] = [
    ...(sandbox
      ? [(now: Date) => sandbox.expireDue(now), (now: Date) => sandbox.renewDue(now)]
      : []),
    async () => {
      const { paid } = await services.investments.settleDue();
      if (paid > 0) app.log.warn({ paid }, 'paid investments no webhook had reported, settled');
    },
    // Public API: projects, estimates, balance
    async () => {
      const { paid } = await services.developerBalance.settleDueTopUps();
      if (paid > 0) app.log.warn({ paid }, 'paid top-ups no webhook had reported, credited');
    },
    async () => {
      const { expired, fulfilled, deferred } = await services.fulfilment.expireReservations();
      adapters.metrics.reservationsSwept({
        expired: expired.length,
        fulfilled: fulfilled.length,
        deferred: deferred.length,
      });
      if (fulfilled.length > 0)
        app.log.warn(
          { orderIds: fulfilled },
          'paid orders no webhook had reported, fulfilled at expiry',
        );
      if (deferred.length > 0)
        app.log.warn(
          { orderIds: deferred },
          'due reservations kept: the provider could not confirm them unpaid',
        );
    },
    // Public API: orders and idempotency: drafts past 15 minutes, keys past 24 hours.
    async (now: Date) => {
      const expired = await services.apiOrders.expireDrafts(now);
      if (expired.length > 0) app.log.info({ apiOrderIds: expired }, 'api order drafts expired');
      await services.apiOrders.pruneKeys(now);
    },
  ];
  const handlers: Record<string, JobHandler> = {
    'send-mail': sendMailHandler(adapters.mail.mailer),
    'refund-payment': refundPaymentHandler(services.refunds, app.log),
    'request-password-reset': requestPasswordResetHandler(services.auth),
    ...(sandbox && { 'deliver-payment-events': deliverPaymentEventsHandler(sandbox) }),
    // Public API: webhooks: deliveries connect only to the address the guard checked.
    'deliver-webhook': deliverWebhookHandler(
      new WebhookDeliveryService({
        store: new DrizzleWebhookDeliveryStore(adapters.database.db),
        transport: new NodeHttpWebhookTransport({
          guard: new OutboundAddressGuard({ allowPrivate: config.webhookAllowPrivateUrls }),
        }),
        clock: adapters.clock,
      }),
    ),
    // Public API: orders and idempotency
    'fulfil-api-order': fulfilApiOrderHandler(services.apiOrders, app.log),
  };
  const jobWorker = new JobWorker({
    queue: adapters.jobs,
    handlers,
    clock: adapters.clock,
    log: app.log,
  });
  return { app, appDependencies, services, adapters, sweepTasks, jobWorker };
}

/**
 * Starts the server of `npm start`: configuration → database (migrated, seeded) → adapters →
 * services → HTTP, then the sweeper and the places warm-up; stops on SIGTERM and SIGINT. The
 * database opens (PGlite starts its WASM Postgres) while the HTTP layer's modules load.
 */
export async function startServer(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const config = loadConfig(env);
  const [database, { loggerOptions }, { WEB_DIST_DIR }, { startSweeper }] = await Promise.all([
    openReadyDatabase(config),
    import('./http/logger-options.js'),
    import('./http/web-app.js'),
    import('./jobs/sweeper.js'),
    import('./http/app.js'),
    preloadChosenAdapters(config),
  ]);
  const adapters = await chooseAdapters(config, database, await loadSecrets(config, database));
  const drain = new RequestDrain();
  const { app, services, sweepTasks, jobWorker } = await composeServer(config, adapters, {
    trustProxy: config.trustProxy,
    logger: loggerOptions(config.logLevel),
    webDistDir: config.webDistDir ?? WEB_DIST_DIR,
    drain,
  });
  const stopSweeper = startSweeper(sweepTasks, adapters.clock, app.log, config.sweepIntervalMs);
  jobWorker.start(config.jobPollIntervalMs);

  let closing = false;
  async function shutdown(signal: string): Promise<void> {
    if (closing) {
      app.log.warn({ signal }, 'second signal while draining: stopping now');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal, inFlight: drain.inFlight }, 'draining: new requests get 503');
    const drained = await drainAndStop(app, drain, config.shutdownGraceMs, [
      stopSweeper,
      () => jobWorker.stop(),
    ]);
    if (!drained) app.log.warn({ inFlight: drain.inFlight }, 'shutdown grace over; stopping');
    await database.close();
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const warmUp = warmUpPlacesAfterFirstAnswer(app, () => services.places.warmUp());
  await app.listen({ port: config.port, host: config.host });
  warmUp.startTimer();
  app.log.info(
    { database: database.kind, mail: config.smtpUrl ? 'smtp' : 'outbox' },
    `NetZero Market is serving on ${listeningUrl(config.host, config.port)}`,
  );
}

// How long a draining server must see no new request before it closes its listener.
const DRAIN_QUIET_MS = 500;

/**
 * Stops a server without resetting a connection: new requests get 503 (and `Connection: close`)
 * while the admitted ones finish and until none has arrived for half a second, for at most
 * graceMs; then `stops` run (the sweeper, workers) and the listener closes. Closing the listener
 * at once, as before, reset every connection still waiting in its backlog (79 of 80 concurrent
 * checkouts). Whether everything finished in time.
 */
export async function drainAndStop(
  app: FastifyInstance,
  drain: RequestDrain,
  graceMs: number,
  stops: readonly (() => unknown)[],
): Promise<boolean> {
  drain.start();
  let timer: NodeJS.Timeout | undefined;
  const drained = await Promise.race([
    drain.settled(DRAIN_QUIET_MS).then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), graceMs);
    }),
  ]);
  clearTimeout(timer);
  for (const stop of stops) await stop();
  await app.close();
  return drained;
}

/**
 * Indexes the offline gazetteer once the server has answered, so the estimator's first visitor
 * does not wait. Indexing runs in slices of ~10 ms, but its first step (the cities package
 * decoding its data in one synchronous call) still holds the event loop for ~0.15 s, so it starts
 * after the first answer (a load balancer's /readyz, a browser's first page) rather than delay
 * it, or after a second without any request. A failed warm-up is only logged: the first search
 * retries.
 */
function warmUpPlacesAfterFirstAnswer(
  app: FastifyInstance,
  warmUp: () => Promise<void>,
): { startTimer(): void } {
  let timer: NodeJS.Timeout | undefined;
  let warming = false;
  const start = () => {
    if (warming) return;
    warming = true;
    clearTimeout(timer);
    setImmediate(() => {
      warmUp().catch((error: unknown) => app.log.error({ err: error }, 'places warm-up failed'));
    });
  };
  app.server.once('request', (_request, response) => response.once('finish', start));
  return {
    startTimer() {
      timer = setTimeout(start, 1000);
    },
  };
}
