// Builds the storefront when storefront/dist/index.html is missing or older than any of its sources.
// Shared by scripts/start.mjs and the browser tests' global setup.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
export const storefrontDir = join(repoRoot, 'storefront');
export const storefrontDist = join(storefrontDir, 'dist');

// Everything that ends up in the bundle: the app and the workspace packages it imports.
const sourceRoots = [
  join(storefrontDir, 'src'),
  join(storefrontDir, 'public'),
  join(storefrontDir, 'index.html'),
  join(storefrontDir, 'vite.config.ts'),
  join(storefrontDir, 'package.json'),
  join(repoRoot, 'packages', 'domain', 'src'),
  join(repoRoot, 'packages', 'api-client', 'src'),
  join(repoRoot, 'packages', 'ui', 'src'),
  join(repoRoot, 'package-lock.json'),
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function isStorefrontBuildStale() {
  const indexHtml = join(storefrontDist, 'index.html');
  if (!existsSync(indexHtml)) return true;
  const builtAt = statSync(indexHtml).mtimeMs;
  return sourceRoots.some((root) => newestMtime(root) > builtAt);
}

function viteBin() {
  const require = createRequire(join(storefrontDir, 'package.json'));
  const packageJsonPath = require.resolve('vite/package.json');
  const { bin } = JSON.parse(readFileSync(packageJsonPath, 'utf8'));
  return join(dirname(packageJsonPath), typeof bin === 'string' ? bin : bin.vite);
}

/** Runs `vite build` in storefront/ (stdio inherited); throws when it fails. */
export function buildStorefront() {
  const result = spawnSync(process.execPath, [viteBin(), 'build'], { cwd: storefrontDir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`storefront build failed (exit ${result.status ?? result.signal})`);
}

/** Builds only when needed; returns whether it built. */
export function ensureStorefrontBuilt() {
  if (!isStorefrontBuildStale()) return false;
  buildStorefront();
  return true;
}
