import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureStorefrontBuilt, repoRoot, storefrontDist } from '../../../scripts/storefront-build.mjs';
import { startApi } from '../../../storefront/e2e/support/api-server';
import { ensureWidgetsBuilt, widgetsDist } from '../../scripts/widgets-build.mjs';
import { BRANCH, TEST_NOW } from './constants';
import { startHostServer } from './host-server';
import { buildReactHost } from './react-host-build';

declare module 'vitest' {
  export interface ProvidedContext {
    widgetsApi: string;
    /** Listed as an embedding origin by the test. */
    hostOrigin: string;
    /** Never listed: the browser must refuse its API calls. */
    strangerOrigin: string;
    apiStartedAt: number;
  }
}

export default async function setup(project: TestProject) {
  // scripts/test.sh builds first; a direct run builds here when the sources are newer.
  ensureStorefrontBuilt();
  ensureWidgetsBuilt();
  const hostsDir = join(dirname(new URL(import.meta.url).pathname), '..', 'hosts');
  const reactBundle = await buildReactHost(hostsDir);
  const apiStartedAt = Date.now();
  const api = await startApi({ repoRoot, storefrontDist, env: { TEST_NOW, WIDGETS_DIST: widgetsDist } });
  const host = await startHostServer({ hostsDir, reactBundle, apiBase: api.baseUrl, branch: BRANCH });
  const stranger = await startHostServer({ hostsDir, reactBundle, apiBase: api.baseUrl, branch: BRANCH });
  project.provide('widgetsApi', api.baseUrl);
  project.provide('hostOrigin', host.origin);
  project.provide('strangerOrigin', stranger.origin);
  project.provide('apiStartedAt', apiStartedAt);
  return async () => {
    await Promise.all([host.close(), stranger.close()]);
    await api.stop();
    await rm(dirname(reactBundle), { recursive: true, force: true });
  };
}
