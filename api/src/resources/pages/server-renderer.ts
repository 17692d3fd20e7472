import type { Context } from 'koa';
import type { Logger } from 'pino';
import type { Db } from '../../db/database.js';
import type { CatalogCache } from '../../infrastructure/cache/catalog-cache.js';
import { inlineScriptHashes } from '../static/inline-scripts.js';
import { createCatalogFetch } from './catalog-fetch.js';
import { compressHtml } from './compressed-html.js';
import { withCriticalCss } from './critical-css.js';
import { loadEntryModule } from './entry-module.js';
import { loadLazyPageStyles, withLazyPageStyles } from './lazy-page-styles.js';
import { PageCache, type PageCacheOptions, type RenderedPage } from './page-cache.js';
import { canHoldRender, pageHtml } from './page-html.js';
import { loadPageTemplate } from './page-template.js';
import { isServerRenderedPath } from './server-rendered-paths.js';

/** The storefront's cookie consent (storefront/src/shop/layout/cookie-consent.ts): the banner shows without it. */
const cookieConsentName = 'cookie-consent';

export interface ServerRendererOptions extends PageCacheOptions {
  distDir: string;
  db: Db;
  catalogCache: CatalogCache;
  logger: Logger;
  now: () => Date;
}

/** Renders the first view of a storefront page; null means "serve the app shell" (not rendered here, or failed). */
export type ServerRenderer = (ctx: Context) => Promise<RenderedPage | null>;

export function createServerRenderer(options: ServerRendererOptions): ServerRenderer {
  const { distDir, catalogCache, logger } = options;
  const pages = new PageCache(catalogCache, options);
  const catalogFetch = createCatalogFetch(options.db, catalogCache);
  // Load the server build now, not on the first visitor's request (a missing build is simply no render).
  loadEntryModule(distDir).catch((error: unknown) => {
    logger.error({ err: error }, 'server build of the storefront could not be loaded; serving the app shell');
  });

  return async (ctx) => {
    if (!isServerRenderedPath(ctx.path)) return null;
    const cookieConsent = ctx.cookies.get(cookieConsentName) === 'true';
    const origin = `${ctx.protocol}://${ctx.host}`;
    const now = options.now().getTime();
    const key = `${ctx.url}\n${cookieConsent}\n${origin}`;
    try {
      return await pages.get(key, now, async () => {
        const entry = await loadEntryModule(distDir);
        if (!entry) return null;
        const template = await loadPageTemplate(distDir);
        if (!canHoldRender(template)) return null;
        const result = await entry.render({ url: ctx.url, env: { now, cookieConsent, origin }, fetch: catalogFetch });
        const styled = withLazyPageStyles(pageHtml(template, result), result.html, await loadLazyPageStyles(distDir));
        const html = await withCriticalCss(styled);
        return { status: result.status, bodies: await compressHtml(html), scriptHashes: inlineScriptHashes(html) };
      });
    } catch (error) {
      logger.error({ err: error, url: ctx.url }, 'server render failed; serving the app shell');
      return null;
    }
  };
}
