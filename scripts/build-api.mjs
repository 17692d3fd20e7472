// `npm run build:api`: the API for production, runnable by plain `node` (no TypeScript loader such as tsx):
//   api/dist/main.js         api/src/main.ts bundled with the workspace packages (@bestell/*, TypeScript sources);
//                            every npm package stays an import from node_modules (native argon2/sharp, pg, koa, …)
//   api/dist/migrations/*.js api/migrations compiled one by one (found by name at start, see api/src/db/migrate.ts)
// Run: node --enable-source-maps api/dist/main.js (what `npm start` does). Shared by scripts/start.mjs, which
// builds only when a source is newer than the build (ensureApiBuilt).
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestMtime } from './newest-mtime.mjs';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = join(repoRoot, 'api');
export const apiDist = join(apiDir, 'dist');
export const apiEntry = join(apiDist, 'main.js');

/** The oldest engine the build must run on: the `engines` floor of package.json. */
const target = 'node20.19';

// Everything that ends up in the build: the API, its migrations and the workspace packages it bundles.
const sourceRoots = [
  join(apiDir, 'src'),
  join(apiDir, 'migrations'),
  join(apiDir, 'package.json'),
  join(repoRoot, 'packages', 'domain', 'src'),
  join(repoRoot, 'package-lock.json'),
  fileURLToPath(import.meta.url),
];

export function isApiBuildStale() {
  if (!existsSync(apiEntry)) return true;
  const builtAt = statSync(apiEntry).mtimeMs;
  return sourceRoots.some((root) => newestMtime(root) > builtAt);
}

/** Bare imports stay imports, except the workspace packages, whose TypeScript sources are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@bestell/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Builds into `outDir` (api/dist; tests build elsewhere). It must be a folder directly inside api/: the API finds
 * its folder (apiRoot) as the parent of the bundle's.
 */
export async function buildApi(outDir = apiDist) {
  if (dirname(outDir) !== apiDir) throw new Error(`The API build must go directly into ${apiDir}, not ${outDir}.`);
  // Loaded here, so a machine that only runs a finished build needs no esbuild (`npm ci --omit=dev`).
  const { build } = await import('esbuild');
  rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: [join(apiDir, 'src', 'main.ts')],
    outfile: join(outDir, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target,
    sourcemap: 'linked',
    // Test-only modules (vitest's mocks, fixtures) are never imported by main.ts; nothing to exclude by hand.
    plugins: [externalPackages],
    logLevel: 'warning',
  });
  const migrations = join(apiDir, 'migrations');
  await build({
    entryPoints: readdirSync(migrations)
      .filter((file) => /^\d{4}-[a-z0-9-]+\.ts$/.test(file))
      .map((file) => join(migrations, file)),
    outdir: join(outDir, 'migrations'),
    bundle: false,
    platform: 'node',
    format: 'esm',
    target,
    logLevel: 'warning',
  });
}

/** Builds when api/dist is missing or older than a source; true when it built. */
export async function ensureApiBuilt() {
  if (!isApiBuildStale()) return false;
  await buildApi();
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await buildApi();
  console.log(`API built into api/dist in ${Math.round(performance.now() - started)} ms.`);
}
