import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './platform/config.ts';
import type { Db } from './platform/db.ts';
import { registerCatalogCache } from './platform/cache.ts';
import { registerOutbox } from './platform/outbox.ts';
import { frameworkErrors, registerErrorHandling, registerJsonBodies } from './platform/http.ts';
import { registerSecurityHeaders, securityHeaders } from './platform/security.ts';
import { registerSessions } from './platform/session.ts';
import {
  documentedOperation,
  documentObject,
  OPENAPI_VERSION,
  SESSION_SCHEME,
  sessionScheme,
} from './platform/openapi.ts';
import { lazyChildLogger, loggerOptions } from './platform/log.ts';
import { VERSION } from './platform/version.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { categoryRoutes } from './modules/categories/routes.ts';
import { shopSettingsRoutes } from './modules/settings/routes.ts';
import { marketRoutes } from './modules/markets/routes.ts';
import { productRoutes } from './modules/products/routes.ts';
import { reviewRoutes } from './modules/reviews/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { merchandisingRoutes } from './modules/merchandising/routes.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { feedRoutes } from './modules/feeds/routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { webRoutes } from './modules/web/routes.ts';
import { adminAppRoutes } from './modules/web/admin-app.ts';
import { accountRoutes } from './modules/auth/plugin.ts';
import { commerceRoutes } from './modules/orders/plugin.ts';
import { adminRoutes } from './admin/plugin.ts';
import { STAFF_SCHEME } from './admin/guard.ts';
import { STAFF_COOKIE } from '@atelier/contract';
import type { PaymentProvider } from './platform/payments/index.ts';
import { registerAddressLimits, type RateLimits } from './platform/rate-limit.ts';
import { registerMetrics } from './platform/metrics.ts';
import { registerTracing } from './platform/tracing.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  /** Where the built web app is; the API alone is served when it is absent (tests, `npm run dev`). */
  webDist?: string;
  /** Where the built back office is (apps/admin/dist); not served when absent. */
  adminDist?: string;
  logger?: FastifyServerOptions['logger'];
  /** The time services see; tests move it instead of sleeping. */
  clock?: () => Date;
  /** Instead of the provider the config selects (tests: Stripe against a local stand-in). */
  paymentProvider?: PaymentProvider;
  /** Instead of the shop's request limits (tests: off, or small enough to trip). */
  rateLimits?: Partial<RateLimits>;
}

/** A hop count trusts that many proxies in front of the server (Fastify's typings lack numbers). */
const trustedProxies = (setting: Config['trustProxy']) =>
  typeof setting === 'number'
    ? (_address: string, hop: number) => hop < setting
    : (setting ?? false);

export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    logger: loggerOptions(deps.config.logLevel, deps.logger),
    childLoggerFactory: lazyChildLogger,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    trustProxy: trustedProxies(deps.config.trustProxy),
    frameworkErrors: frameworkErrors(securityHeaders(deps.config)),
    forceCloseConnections: 'idle',
    // A request that reaches a closing server on a kept-alive connection is answered (with
    // `Connection: close`), not refused: a rolling restart must not fail it.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First: every hook after these runs inside the request's span.
  if (deps.config.tracing) registerTracing(app);
  // Hooks that never wait take a callback here and in the platform's registrations: an async
  // hook costs a promise and its turns of the microtask queue on every answer.
  app.addHook('onSend', (request, reply, _payload, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  registerErrorHandling(app);
  registerJsonBodies(app);
  registerSecurityHeaders(app, deps.config);
  await registerSessions(app, deps);
  registerAddressLimits(app, deps);
  registerCatalogCache(app, deps.db, deps.clock);
  registerOutbox(app, deps);
  if (deps.config.metricsPort) registerMetrics(app, deps.db);

  await app.register(swagger, {
    openapi: {
      openapi: OPENAPI_VERSION,
      info: {
        title: 'Atelier API',
        version: VERSION,
        description: 'The storefront HTTP contract.',
      },
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: sessionScheme,
          // Admin routes list the staff roles they let in (ADMIN-API.md).
          [STAFF_SCHEME]: { type: 'apiKey', in: 'cookie', name: STAFF_COOKIE },
        },
      },
    },
    transform: documentedOperation,
    transformObject: documentObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());

  await app.register(healthRoutes, deps);
  await app.register(categoryRoutes, deps);
  await app.register(shopSettingsRoutes, deps);
  await app.register(marketRoutes, deps);
  await app.register(productRoutes, deps);
  await app.register(reviewRoutes, deps);
  await app.register(searchRoutes, deps);
  await app.register(merchandisingRoutes, deps);
  await app.register(seoRoutes, deps);
  await app.register(feedRoutes, deps);
  await app.register(accountRoutes, deps);
  await app.register(commerceRoutes, deps);
  await app.register(mediaRoutes, deps);
  await app.register(adminRoutes, deps);
  if (deps.adminDist) await app.register(adminAppRoutes, { adminDist: deps.adminDist });
  if (deps.webDist) await app.register(webRoutes, { ...deps, webDist: deps.webDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
