// How the API process is started: from its TypeScript sources through tsx (the benchmarks, the no-order-lost check)
// or from the production build api/dist (`npm start`, scripts/build-api.mjs).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Node's arguments for the API. A 32 MB young generation (V8's default is 16 MB) halves the scavenges under load:
 * each request allocates its body, its parsed form and its answer, and short-lived garbage is cheapest to collect
 * in a young generation that rarely fills (docs/decisions.md, "How bench:orders reaches half the bare rate").
 */
export const apiProcessArgs = ['--max-semi-space-size=32', '--import', 'tsx', join(repoRoot, 'api', 'src', 'main.ts')];

/** The same from the production build (scripts/build-api.mjs): plain Node, no TypeScript loader. */
export const apiProductionArgs = [
  '--max-semi-space-size=32',
  '--enable-source-maps',
  join(repoRoot, 'api', 'dist', 'main.js'),
];
