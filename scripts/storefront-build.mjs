// Builds the storefront when storefront/dist/index.html is missing or older than any of its sources.
// Shared by scripts/start.mjs, the browser tests' global setup, bench:web and `npm run build` (run directly).
// A build is four steps: the back-office's browser bundle (React) and the shop's (Preact, index.html) into dist, the
// server render (dist/.ssr/entry-server.js, loaded by the API, see api/src/resources/pages) and precompressed .br and
// .gz siblings of the text files (the API's static hosting sends them).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { newestMtime } from './newest-mtime.mjs';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
export const storefrontDir = join(repoRoot, 'storefront');
// STOREFRONT_BUILD_DIR builds elsewhere (several checkouts' browser tests side by side on one machine).
export const storefrontDist = process.env.STOREFRONT_BUILD_DIR ?? join(storefrontDir, 'dist');

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

export const serverEntry = join(storefrontDist, '.ssr', 'entry-server.js');

export function isStorefrontBuildStale() {
  const indexHtml = join(storefrontDist, 'index.html');
  if (!existsSync(indexHtml) || !existsSync(serverEntry)) return true;
  const builtAt = statSync(indexHtml).mtimeMs;
  return sourceRoots.some((root) => newestMtime(root) > builtAt);
}

function viteBin() {
  const require = createRequire(join(storefrontDir, 'package.json'));
  const packageJsonPath = require.resolve('vite/package.json');
  const { bin } = JSON.parse(readFileSync(packageJsonPath, 'utf8'));
  return join(dirname(packageJsonPath), typeof bin === 'string' ? bin : bin.vite);
}

function vite(args) {
  // Always a production build, also when called from a test runner (vitest sets NODE_ENV=test, which would give
  // React's development build in the browser and a server render that cannot run).
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync(process.execPath, [viteBin(), ...args], { cwd: storefrontDir, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`vite ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

const compressible = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

/** Writes `<file>.br` and `<file>.gz` next to every text file of the browser build (not the server render). */
export function precompress(dir = storefrontDist) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.ssr') precompress(path);
      continue;
    }
    if (!compressible.test(entry.name)) continue;
    const body = readFileSync(path);
    if (body.length < 1024) continue;
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    );
  }
}

/** Builds the browser bundle, the server render and the compressed files (stdio inherited); throws when it fails. */
export function buildStorefront() {
  // The back-office (React) first: the shop's build (Preact) reads its entry's file name and keeps its files.
  vite(['build', '--mode', 'backoffice', '--outDir', storefrontDist]);
  vite(['build', '--outDir', storefrontDist]);
  vite(['build', '--ssr', 'src/entry-server.tsx', '--outDir', join(storefrontDist, '.ssr')]);
  precompress();
}

/** Builds only when needed; returns whether it built. */
export function ensureStorefrontBuilt() {
  if (!isStorefrontBuildStale()) return false;
  buildStorefront();
  return true;
}

// `node scripts/storefront-build.mjs` (npm run build): always builds.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) buildStorefront();
