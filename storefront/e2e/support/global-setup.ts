import type { TestProject } from 'vitest/node';
// Plain ESM shared with scripts/start.mjs (typed by scripts/storefront-build.d.mts).
import { ensureStorefrontBuilt, repoRoot, storefrontDist } from '../../../scripts/storefront-build.mjs';
import { startApi } from './api-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  // scripts/test.sh builds first; a direct `vitest --project e2e` builds here when the sources are newer.
  ensureStorefrontBuilt();
  // The shared API carries the demo's order history (statistics, order history and customers are tested on it).
  const api = await startApi({ repoRoot, storefrontDist, env: { DEMO_HISTORY: 'on' } });
  project.provide('baseUrl', api.baseUrl);
  return () => api.stop();
}
