import { Router, type RouterContext } from '@koa/router';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import { buildOpenApiDocument } from './document.js';
import { type DocsDocument, renderDocsPage } from './html.js';

/**
 * GET /api/openapi.json and GET /api/docs. Built on the first request from the registry (bodies, access, query
 * parameters) and from the layers of the router that dispatched the request — the /api router with every route
 * mounted on it — so a route mounted anywhere under /api shows up without further work.
 */
export function openApiRoutes(registry: RouteRegistry): Router {
  const router = new Router();
  let cached: { json: string; html: string } | null = null;
  const build = (ctx: RouterContext) => {
    if (!cached) {
      const document = buildOpenApiDocument(registry, [ctx.router]);
      cached = {
        json: JSON.stringify(document),
        html: renderDocsPage(JSON.parse(JSON.stringify(document)) as DocsDocument),
      };
    }
    return cached;
  };
  router.get('/openapi.json', (ctx) => {
    ctx.type = 'application/json';
    ctx.body = build(ctx).json;
  });
  router.get('/docs', (ctx) => {
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    ctx.body = build(ctx).html;
  });
  return router;
}
