import type { ServerConfig } from './config.js';
import type { AppDependencies } from './http/app.js';
import { OutboxMailer } from './mail/outbox.mailer.js';
import { SmtpMailer } from './mail/smtp.mailer.js';
import { type DatabaseHandle, isDatabaseReady } from './persistence/database.js';
import { DrizzleCartRepository } from './persistence/drizzle-cart.repository.js';
import { DrizzleEmailTokenRepository } from './persistence/drizzle-email-token.repository.js';
import { DrizzleEnquiryRepository } from './persistence/drizzle-enquiry.repository.js';
import { DrizzleProductRepository } from './persistence/drizzle-product.repository.js';
import { DrizzleRateLimiter } from './persistence/drizzle-rate-limiter.js';
import { DrizzleUserRepository } from './persistence/drizzle-user.repository.js';
import { Argon2PasswordHasher } from './security/argon2-password-hasher.js';
import { JoseSessionTokens } from './security/jose-session-tokens.js';
import { AuthService } from './services/auth.service.js';
import { CartService } from './services/cart.service.js';
import { CatalogueService } from './services/catalogue.service.js';
import { EnquiryService } from './services/enquiry.service.js';
import type { ServerClock } from './services/ports/clock.port.js';
import type { Mailer } from './services/ports/mailer.port.js';

/** Adapters a caller may replace (tests move the clock or capture mail). */
export interface ContainerOverrides {
  readonly clock?: ServerClock;
  readonly mailer?: Mailer;
}

/** The composition root: picks every adapter from the configuration and wires the services. */
export function createContainer(
  config: ServerConfig,
  database: DatabaseHandle,
  jwtSecret: string,
  overrides: ContainerOverrides = {},
): AppDependencies & { readonly mailer: Mailer } {
  const { db } = database;
  const clock = overrides.clock ?? { now: () => new Date() };
  const mailer =
    overrides.mailer ??
    (config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new OutboxMailer(db));
  const products = new DrizzleProductRepository(db);
  const sessionTokens = new JoseSessionTokens(jwtSecret, config.jwtTtlSeconds, clock);

  return {
    mailer,
    sessionTokens,
    isReady: () => isDatabaseReady(db),
    auth: new AuthService({
      users: new DrizzleUserRepository(db),
      emailTokens: new DrizzleEmailTokenRepository(db),
      hasher: new Argon2PasswordHasher(),
      sessionTokens,
      mailer,
      rateLimiter: new DrizzleRateLimiter(db, clock),
      clock,
      publicUrl: config.publicUrl,
    }),
    catalogue: new CatalogueService({ products }),
    cart: new CartService({ carts: new DrizzleCartRepository(db), products }),
    enquiries: new EnquiryService({ enquiries: new DrizzleEnquiryRepository(db) }),
  };
}
