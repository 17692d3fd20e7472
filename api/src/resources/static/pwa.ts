import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Middleware } from 'koa';
import type { Db } from '../../db/database.js';
import { getPublicConfig } from '../config/service.js';

export const SERVICE_WORKER_PATH = '/build/service-worker.js';
export const MANIFEST_PATH = '/manifest.webmanifest';

/**
 * The PWA's two server-side needs (spec §7), in front of the storefront hosting:
 * - /build/service-worker.js may control the whole site: `Service-Worker-Allowed: /` (the file itself is served by
 *   the storefront hosting, revalidated on every load);
 * - /manifest.webmanifest: the build's manifest part (theme colours, icons; `<dist>/build/manifest.json`) with the
 *   shop's name and description from the config, so a renamed shop installs under its new name.
 */
export function pwaHosting(distDir: string, db: Db): Middleware {
  const manifestBase = path.join(distDir, 'build', 'manifest.json');
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === SERVICE_WORKER_PATH) {
      ctx.set('Service-Worker-Allowed', '/');
      return next();
    }
    if (ctx.path !== MANIFEST_PATH) return next();
    let base: Record<string, unknown>;
    try {
      base = JSON.parse(await readFile(manifestBase, 'utf8')) as Record<string, unknown>;
    } catch {
      return next(); // no storefront build with the PWA part: nothing to serve
    }
    const config = await getPublicConfig(db);
    const manifest = {
      name: config.shopName,
      short_name: config.shopName,
      description: config.seoDescription ?? config.description ?? undefined,
      ...base,
    };
    ctx.type = 'application/manifest+json';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = JSON.stringify(manifest);
  };
}
