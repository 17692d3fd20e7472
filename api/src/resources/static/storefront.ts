import fs from 'node:fs';
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { pickEncodingCached } from '../../infrastructure/cache/negotiate.js';
import type { ServerRenderer } from '../pages/server-renderer.js';
import { shellScriptHashes } from './shell-script-hashes.js';

/** The Content Security Policy of a page with these inline scripts (see content-security-policy.ts). */
export type PagePolicy = (ctx: Context, scriptHashes: readonly string[]) => Promise<string>;

/** Paths that belong to the API or its file routes; the SPA fallback never answers them. */
export const reservedPrefixes = ['/api', '/image', '/upload', '/widgets'] as const;

export function isReservedPath(requestPath: string): boolean {
  return reservedPrefixes.some((prefix) => requestPath === prefix || requestPath.startsWith(`${prefix}/`));
}

const immutable = 'public, max-age=31536000, immutable';

/**
 * Serves the storefront build (when `<dist>/index.html` exists): files as they are, hashed files under /assets
 * cached for a year, and index.html (no-cache) for every other GET outside the reserved prefixes. With a
 * `render`, the pages it renders on the server (api/src/resources/pages) are answered with their first view instead of the empty
 * app shell; when it answers null (not such a page, or the render failed) the shell is served as before. With a
 * `policy`, every page (rendered or shell) gets its Content-Security-Policy, which allows exactly its inline scripts.
 */
export function storefrontHosting(distDir: string, render?: ServerRenderer, policy?: PagePolicy): Middleware {
  const indexFile = path.join(distDir, 'index.html');
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isReservedPath(ctx.path) || !fs.existsSync(indexFile)) {
      return next();
    }
    const isAsset = ctx.path.startsWith('/assets/');
    if (ctx.path !== '/' && ctx.path !== '/index.html') {
      try {
        const served = await send(ctx, ctx.path, {
          root: distDir,
          index: false,
          hidden: false,
          setHeaders: (res) => {
            res.setHeader('Cache-Control', isAsset ? immutable : 'public, max-age=0, must-revalidate');
          },
        });
        if (served) return;
      } catch (error) {
        const status = (error as { status?: number }).status;
        if (status !== 404 && status !== 400 && status !== 403) throw error;
      }
      // A missing hashed asset is a real 404, not the app shell.
      if (isAsset) return next();
    }
    const page = render ? await render(ctx) : null;
    if (page) {
      const encoding = pickEncodingCached(ctx.get('Accept-Encoding'));
      ctx.status = page.status;
      ctx.vary('Accept-Encoding');
      ctx.set('Content-Type', 'text/html; charset=utf-8');
      ctx.set('Cache-Control', 'no-cache');
      if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
      if (policy) ctx.set('Content-Security-Policy', await policy(ctx, page.scriptHashes));
      ctx.body = page.bodies[encoding];
      return;
    }
    if (policy) ctx.set('Content-Security-Policy', await policy(ctx, await shellScriptHashes(indexFile)));
    await send(ctx, 'index.html', {
      root: distDir,
      setHeaders: (res) => {
        res.setHeader('Cache-Control', 'no-cache');
      },
    });
  };
}
