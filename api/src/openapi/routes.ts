import { Router } from '@koa/router';
import type { RouteRegistry } from '../crud/registry.js';
import { buildOpenApiDocument } from './document.js';
import { type DocsDocument, renderDocsPage } from './html.js';

/**
 * GET /api/openapi.json and GET /api/docs. Built on first request from the registry and the routers' layers,
 * so a route added to any of `routers` shows up without further work.
 */
export function openApiRoutes(registry: RouteRegistry, routers: Router[]): Router {
  const router = new Router();
  let cached: { json: string; html: string } | null = null;
  const build = () => {
    if (!cached) {
      registry.add({
        method: 'get',
        path: '/api/openapi.json',
        summary: 'This document',
        tag: 'docs',
        access: 'public',
        status: 200,
      });
      registry.add({
        method: 'get',
        path: '/api/docs',
        summary: 'This document as a page',
        tag: 'docs',
        access: 'public',
        status: 200,
      });
      const document = buildOpenApiDocument(registry, routers);
      cached = {
        json: JSON.stringify(document),
        html: renderDocsPage(JSON.parse(JSON.stringify(document)) as DocsDocument),
      };
    }
    return cached;
  };
  router.get('/openapi.json', (ctx) => {
    ctx.type = 'application/json';
    ctx.body = build().json;
  });
  router.get('/docs', (ctx) => {
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    ctx.body = build().html;
  });
  return router;
}
