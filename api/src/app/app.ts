import { bodyParser } from '@koa/bodyparser';
import type { Router } from '@koa/router';
import Koa from 'koa';
import type { Logger } from 'pino';
import { catalogFeedOf } from '../db/change-feed.js';
import type { Db } from '../db/database.js';
import { authenticate } from '../infrastructure/auth/authenticate.js';
import { csrfProtection } from '../infrastructure/auth/csrf.js';
import { privateStaffResponses } from '../infrastructure/auth/private-responses.js';
import { CatalogCache } from '../infrastructure/cache/catalog-cache.js';
import { keepCacheCoherent } from '../infrastructure/cache/coherence.js';
import { invalidateCatalogOnWrite } from '../infrastructure/cache/invalidate-on-write.js';
import { answerKeptBeforeKoa, serveKeptCatalogAnswers } from '../infrastructure/cache/kept-answers.js';
import type { AppDeps } from '../infrastructure/deps.js';
import { errorMiddleware } from '../infrastructure/http/error-middleware.js';
import { inputGuard, refuseBodyWhenRead } from '../infrastructure/http/input-guard.js';
import { requestLog } from '../infrastructure/http/request-log.js';
import { securityHeaders } from '../infrastructure/http/security-headers.js';
import { routesByFirstSegment } from '../infrastructure/http/segment-routes.js';
import { skipBodyParserForMedia } from '../infrastructure/media/skip-body-parser.js';
import { AppError } from '../kernel/app-error.js';
import { type AppConfig, loadConfig } from '../kernel/config.js';
import { cartRoutes } from '../resources/carts/routes.js';
import { deviceRoutes } from '../resources/devices/routes.js';
import { embedCors } from '../resources/embed-origins/cors.js';
import { embedOriginListOf } from '../resources/embed-origins/origin-list.js';
import { healthRoutes } from '../resources/health/routes.js';
import { imageFileRoutes } from '../resources/images/file-routes.js';
import { authRouters, catalogRouters } from '../resources/index.js';
import { orderRoutes } from '../resources/orders/index.js';
import { createOrderServices, type OrderServicesOptions } from '../resources/orders/order-services.js';
import { createServerRenderer } from '../resources/pages/server-renderer.js';
import { serveRedirects } from '../resources/redirects/serve-redirects.js';
import { setupPageGate } from '../resources/setup/routes.js';
import { pagePolicyOf } from '../resources/static/page-policy.js';
import { pwaHosting } from '../resources/static/pwa.js';
import { storefrontHosting } from '../resources/static/storefront.js';
import { tourOriginsOf } from '../resources/static/tour-origins.js';
import { widgetsHosting } from '../resources/static/widgets.js';
import { uploadFileRoutes } from '../resources/uploads/file-routes.js';

export interface CreateAppOptions {
  db: Db;
  logger: Logger;
  config?: AppConfig;
  now?: () => Date;
  /** Extra routers mounted under /api (tests use it for routes that throw). */
  extraRouters?: Router[];
  /** Order hooks: payment methods, after-placement hooks, the LISTEN connection of live events. */
  orders?: OrderServicesOptions;
}

export const unknownPageMessage = 'Leider wurde die angeforderte Seite nicht gefunden.';

/** Builds the Koa application: error envelope, /api routes, images and the storefront build. */
export function createApp(options: CreateAppOptions): Koa {
  const deps: AppDeps = {
    db: options.db,
    logger: options.logger,
    config: options.config ?? loadConfig(),
    now: options.now ?? (() => new Date()),
    catalogCache: new CatalogCache(),
  };
  // Dropped on every change event of the database (other processes' writes, SQL behind the API's back).
  keepCacheCoherent(deps.catalogCache, catalogFeedOf(options.db));
  const app = new Koa();
  // Client address and protocol come from X-Forwarded-* only behind the configured number of proxies (TRUST_PROXY).
  app.proxy = deps.config.trustProxyHops > 0;
  app.maxIpsCount = deps.config.trustProxyHops;
  app.silent = true;

  const orderServices = createOrderServices(deps, options.orders);
  const orderRouters = [cartRoutes(deps), orderRoutes(deps, orderServices), deviceRoutes(deps, orderServices)];
  // Each request is matched against the routes of its first path segment only (segment-routes.ts).
  const api = routesByFirstSegment(
    '/api',
    [
      healthRoutes(deps),
      ...authRouters(deps),
      ...catalogRouters(deps),
      ...orderRouters,
      ...(options.extraRouters ?? []),
    ],
    (router) => {
      router.all('/{*rest}', () => {
        throw new AppError('not_found', unknownPageMessage);
      });
      router.all('/', () => {
        throw new AppError('not_found', unknownPageMessage);
      });
    },
  );

  // Plain anonymous catalog reads the cache keeps are answered before Koa; the rest from here on.
  answerKeptBeforeKoa(app, deps.catalogCache, deps.logger);
  app.use(requestLog(deps.logger));
  app.use(securityHeaders());
  app.use(embedCors(deps));
  // Anonymous catalog reads the cache keeps are answered here, before anything else but the log: they write nothing
  // (no invalidation to consider) and cannot fail (no error envelope needed).
  app.use(serveKeptCatalogAnswers(deps.catalogCache));
  app.use(invalidateCatalogOnWrite(deps.catalogCache));
  app.use(errorMiddleware(deps.logger));
  app.use(serveRedirects(deps));
  // Sets ctx.state.actor (session cookie or branch key), then demands the CSRF token of cookie sessions.
  app.use(authenticate(deps));
  app.use(privateStaffResponses());
  app.use(csrfProtection());
  app.use(skipBodyParserForMedia());
  // A body it cannot parse (malformed, over the limit: 413) is refused when a handler reads it, after the route's
  // authorisation (input-guard.ts).
  app.use(
    bodyParser({
      enableTypes: ['json'],
      jsonLimit: '1mb',
      encoding: 'utf-8',
      onError: (error, ctx) => refuseBodyWhenRead(ctx, error),
    }),
  );
  app.use(inputGuard());
  app.use(api);
  app.use(uploadFileRoutes(deps).routes());
  app.use(imageFileRoutes(deps).routes());
  app.use(widgetsHosting());
  app.use(pwaHosting(deps.config.storefrontDist, deps.db));
  const renderPage = createServerRenderer({ ...deps, distDir: deps.config.storefrontDist });
  const pagePolicy = pagePolicyOf({
    frameOrigins: tourOriginsOf(deps.db),
    framingOrigins: () => embedOriginListOf(deps.db).list(),
  });
  app.use(setupPageGate(deps));
  app.use(storefrontHosting(deps.config.storefrontDist, renderPage, pagePolicy));
  app.use(async (ctx, next) => {
    await next();
    if (ctx.body === undefined && ctx.status === 404) throw new AppError('not_found', unknownPageMessage);
  });
  return app;
}
