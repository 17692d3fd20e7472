// Builds the embeddable widgets (widgets/dist: loader.js + assets/elements-{hash}.js, with .br/.gz siblings) when the
// build is missing or older than its sources. Used by scripts/start.mjs, scripts/test.sh, the widgets' browser tests,
// bench:widgets and `npm run build --workspace widgets` (run directly: always builds).
// WIDGETS_DIST builds elsewhere (several checkouts' browser tests side by side); the API serves the same variable.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestMtime } from '../../scripts/newest-mtime.mjs';
import { precompress } from '../../scripts/storefront-build.mjs';

export const widgetsDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(widgetsDir, '..');
export const widgetsDist = process.env.WIDGETS_DIST ?? join(widgetsDir, 'dist');

const sourceRoots = [
  join(widgetsDir, 'src'),
  join(widgetsDir, 'vite.config.ts'),
  join(widgetsDir, 'package.json'),
  join(repoRoot, 'packages', 'domain', 'src'),
  join(repoRoot, 'packages', 'api-client', 'src'),
  join(repoRoot, 'package-lock.json'),
];

export function isWidgetsBuildStale() {
  const loader = join(widgetsDist, 'loader.js');
  if (!existsSync(loader)) return true;
  const builtAt = statSync(loader).mtimeMs;
  return sourceRoots.some((root) => newestMtime(root) > builtAt);
}

function viteBin() {
  const require = createRequire(join(widgetsDir, 'package.json'));
  const packageJsonPath = require.resolve('vite/package.json');
  const { bin } = JSON.parse(readFileSync(packageJsonPath, 'utf8'));
  return join(dirname(packageJsonPath), typeof bin === 'string' ? bin : bin.vite);
}

/** Builds the loader and the element bundle, then the compressed siblings; throws when it fails. */
export function buildWidgets() {
  const env = { ...process.env, NODE_ENV: 'production' };
  const args = [viteBin(), 'build', '--outDir', widgetsDist, '--logLevel', 'warn'];
  const result = spawnSync(process.execPath, args, { cwd: widgetsDir, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`widgets build failed (exit ${result.status ?? result.signal})`);
  precompress(widgetsDist);
}

/** Builds only when needed; returns whether it built. */
export function ensureWidgetsBuilt() {
  if (!isWidgetsBuildStale()) return false;
  buildWidgets();
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) buildWidgets();
