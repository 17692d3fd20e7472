import { isUnframeablePath, storefrontPolicy } from '../../infrastructure/http/content-security-policy.js';
import type { PagePolicy } from './storefront.js';

export interface PagePolicySources {
  /** Origins the pages may frame (the CMS 3D tours). */
  frameOrigins: () => Promise<readonly string[]>;
  /** Origins that may frame the shop's pages (the restaurants' own websites: the embed origins). */
  framingOrigins: () => Promise<readonly string[]>;
}

/** A list that cannot be read counts as empty: the page is then stricter, never more open. */
const orNone = (load: () => Promise<readonly string[]>) => load().catch((): readonly string[] => []);

/** The storefront pages' policy over the database's lists (kept per process; see tour-origins.ts). */
export function pagePolicyOf(sources: PagePolicySources): PagePolicy {
  return async (ctx, scriptHashes) => {
    const unframeable = isUnframeablePath(ctx.path);
    const [frameOrigins, framingOrigins] = await Promise.all([
      orNone(sources.frameOrigins),
      unframeable ? Promise.resolve([]) : orNone(sources.framingOrigins),
    ]);
    return storefrontPolicy({ scriptHashes, frameOrigins, framingOrigins, unframeable });
  };
}
