import type { ServerConfig } from './config.js';
import type { AppDependencies } from './http/app.js';
import { OutboxMailer } from './mail/outbox.mailer.js';
import { DrizzleOutboxReader } from './mail/outbox.reader.js';
import { SandboxPaymentProvider } from './payments/sandbox/sandbox-payment-provider.js';
import { type DatabaseHandle, isDatabaseReady } from './persistence/database.js';
import { DrizzleCartRepository } from './persistence/drizzle-cart.repository.js';
import { DrizzleCertificateRepository } from './persistence/drizzle-certificate.repository.js';
import { DrizzleEmailTokenRepository } from './persistence/drizzle-email-token.repository.js';
import { DrizzleEnquiryRepository } from './persistence/drizzle-enquiry.repository.js';
import { DrizzleInvestmentRepository } from './persistence/drizzle-investment.repository.js';
import { DrizzleOrderRepository } from './persistence/drizzle-order.repository.js';
import { DrizzlePaymentEventLog } from './persistence/drizzle-payment-event-log.js';
import { DrizzleProductRepository } from './persistence/drizzle-product.repository.js';
import { DrizzleRateLimiter } from './persistence/drizzle-rate-limiter.js';
import { DrizzleSubscriptionRepository } from './persistence/drizzle-subscription.repository.js';
import { DrizzleUserRepository } from './persistence/drizzle-user.repository.js';
import { choosePlacesDirectory } from './places/choose-places-directory.js';
import { Argon2PasswordHasher } from './security/argon2-password-hasher.js';
import { JoseSessionTokens } from './security/jose-session-tokens.js';
import { AuthService } from './services/auth.service.js';
import { CartService } from './services/cart.service.js';
import { CatalogueService } from './services/catalogue.service.js';
import { CertificateService } from './services/certificate.service.js';
import { CheckoutService } from './services/checkout.service.js';
import { EnquiryService } from './services/enquiry.service.js';
import { FulfilmentService } from './services/fulfilment.service.js';
import { InvestmentService } from './services/investment.service.js';
import { OrderHistoryService } from './services/order-history.service.js';
import { PlacesService } from './services/places.service.js';
import type { ServerClock } from './services/ports/clock.port.js';
import type { Mailer } from './services/ports/mailer.port.js';
import type { PaymentProvider } from './services/ports/payment-provider.port.js';
import type { PlacesDirectory } from './services/ports/places-directory.port.js';
import { StockNotifyingOrders } from './services/stock-notifying-orders.js';
import { SubscriptionService } from './services/subscription.service.js';

/** Adapters a caller may replace (tests move the clock, capture mail or fake the provider). */
export interface ContainerOverrides {
  readonly clock?: ServerClock;
  readonly mailer?: Mailer;
  readonly payments?: PaymentProvider;
  readonly places?: PlacesDirectory;
}

/** The secrets the adapters sign with (from the environment, or generated into DATA_DIR). */
export interface ContainerSecrets {
  readonly jwt: string;
  readonly sandboxWebhook: string;
  /** Bearer token of the operator endpoints (the outbox). */
  readonly operator: string;
}

/** The composition root: picks every adapter from the configuration and wires the services. */
export function createContainer(
  config: ServerConfig,
  database: DatabaseHandle,
  secrets: ContainerSecrets,
  overrides: ContainerOverrides = {},
): AppDependencies & { readonly mailer: Mailer; readonly clock: ServerClock } {
  const { db } = database;
  const clock = overrides.clock ?? { now: () => new Date() };
  const mailer =
    overrides.mailer ?? (config.smtpUrl ? notLoaded('SMTP_URL') : new OutboxMailer(db));
  const products = new DrizzleProductRepository(db);
  const carts = new DrizzleCartRepository(db);
  const users = new DrizzleUserRepository(db);
  const catalogue = new CatalogueService({ products, clock, ttlMs: config.catalogueTtlMs });
  // Every reservation, closed or expired order drops the catalogue's snapshot (its stock changed).
  const orders = new StockNotifyingOrders(new DrizzleOrderRepository(db), () =>
    catalogue.stockChanged(),
  );
  const subscriptions = new DrizzleSubscriptionRepository(db);
  const sessionTokens = new JoseSessionTokens(secrets.jwt, config.jwtTtlSeconds, clock);
  const sandbox =
    overrides.payments || config.stripeSecretKey
      ? null
      : new SandboxPaymentProvider({
          db,
          clock,
          publicUrl: config.publicUrl,
          webhookSecret: secrets.sandboxWebhook,
        });
  const payments: PaymentProvider = overrides.payments ?? sandbox ?? notLoaded('STRIPE_SECRET_KEY');
  const investments = new InvestmentService({
    investments: new DrizzleInvestmentRepository(db),
    payments,
    mailer,
    clock,
    rateLimiter: new DrizzleRateLimiter(db, clock),
    publicUrl: config.publicUrl,
    reservationTtlMs: config.reservationTtlMs,
  });

  return {
    mailer,
    clock,
    sessionTokens,
    outbox: mailer instanceof OutboxMailer ? new DrizzleOutboxReader(db) : null,
    operatorToken: secrets.operator,
    loadShedding: config.loadShedding,
    isReady: () => isDatabaseReady(db),
    payments,
    sandbox,
    auth: new AuthService({
      users,
      emailTokens: new DrizzleEmailTokenRepository(db),
      hasher: new Argon2PasswordHasher(),
      sessionTokens,
      mailer,
      rateLimiter: new DrizzleRateLimiter(db, clock),
      clock,
      publicUrl: config.publicUrl,
    }),
    catalogue,
    cart: new CartService({ carts, products }),
    enquiries: new EnquiryService({ enquiries: new DrizzleEnquiryRepository(db) }),
    checkout: new CheckoutService({
      orders,
      carts,
      products,
      users,
      payments,
      clock,
      publicUrl: config.publicUrl,
      reservationTtlMs: config.reservationTtlMs,
    }),
    fulfilment: new FulfilmentService({
      orders,
      subscriptions,
      carts,
      payments,
      mailer,
      clock,
      eventLog: new DrizzlePaymentEventLog(db),
      publicUrl: config.publicUrl,
      reservationTtlMs: config.reservationTtlMs,
      investments,
    }),
    orderHistory: new OrderHistoryService({ orders, users, publicUrl: config.publicUrl }),
    subscriptions: new SubscriptionService({ subscriptions, users, payments, clock }),
    certificates: new CertificateService({ certificates: new DrizzleCertificateRepository(db) }),
    places: new PlacesService({
      directory: overrides.places ?? choosePlacesDirectory(config),
      rateLimiter: new DrizzleRateLimiter(db, clock),
    }),
    investments,
  };
}

// Stripe's and SMTP's adapters load asynchronously, only when configured (configured-adapters.ts).
function notLoaded(variable: string): never {
  throw new Error(
    `${variable} is set: pass the adapters of loadConfiguredAdapters(config) to createContainer.`,
  );
}
