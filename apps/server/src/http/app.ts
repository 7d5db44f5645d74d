import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AuthService } from '../services/auth.service.js';
import type { CartService } from '../services/cart.service.js';
import type { CatalogueService } from '../services/catalogue.service.js';
import type { EnquiryService } from '../services/enquiry.service.js';
import type { SessionTokens } from '../services/ports/session-tokens.port.js';
import { authRoutes } from './auth.routes.js';
import { authGuard } from './auth-guard.js';
import { cartRoutes } from './cart.routes.js';
import { installApiDocs } from './docs.routes.js';
import { enquiryRoutes } from './enquiries.routes.js';
import { installErrorHandling } from './error-handler.js';
import { healthRoutes } from './health.routes.js';
import { productRoutes } from './products.routes.js';
import { installSecurityHeaders } from './security-headers.js';
import { installStaticAssets } from './static-assets.js';

/** What the HTTP layer needs: the application services and the session-token verifier. */
export interface AppDependencies {
  readonly auth: AuthService;
  readonly cart: CartService;
  readonly catalogue: CatalogueService;
  readonly enquiries: EnquiryService;
  readonly sessionTokens: SessionTokens;
  readonly isReady: () => Promise<boolean>;
}

/** Largest accepted request body, in bytes; larger bodies get 413. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** Builds the Fastify app with every route of the contract; tests drive it with app.inject. */
export async function buildApp(
  deps: AppDependencies,
  options: { logger?: FastifyServerOptions['logger']; trustProxy?: boolean } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    return503OnClosing: true,
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('userId', 0);

  installErrorHandling(app);
  installSecurityHeaders(app);
  await installApiDocs(app);

  const requireUser = authGuard(deps.sessionTokens);
  await app.register(healthRoutes, { isReady: deps.isReady });
  await app.register(authRoutes, { auth: deps.auth });
  await app.register(productRoutes, { catalogue: deps.catalogue });
  await app.register(cartRoutes, { cart: deps.cart, requireUser });
  await app.register(enquiryRoutes, { enquiries: deps.enquiries });
  await installStaticAssets(app);
  return app;
}
