// `npm start`: build the storefront and the API (api/dist, plain JavaScript) when their sources changed, then run the
// built API with plain Node (no TypeScript loader); it serves the shop at /.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { ensureWidgetsBuilt, widgetsDist } from '../widgets/scripts/widgets-build.mjs';
import { apiProductionArgs } from './api-process.mjs';
import { ensureApiBuilt } from './build-api.mjs';
import { ensureStorefrontBuilt, repoRoot, storefrontDist } from './storefront-build.mjs';

try {
  if (ensureStorefrontBuilt()) console.log('Storefront built.');
  if (ensureWidgetsBuilt()) console.log('Widgets built.');
  if (await ensureApiBuilt()) console.log('API built.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const api = spawn(process.execPath, apiProductionArgs, {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { STOREFRONT_DIST: storefrontDist, WIDGETS_DIST: widgetsDist, ...process.env },
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (api.exitCode === null && api.signalCode === null) api.kill(signal);
  });
}

// `npm start` stopped with SIGTERM ends npm and its shell without passing the signal on; once our parent is gone,
// stop the API the same graceful way instead of leaving it running without a parent.
const parentAtStart = process.ppid;
setInterval(() => {
  if (process.ppid !== parentAtStart && api.exitCode === null && api.signalCode === null) api.kill('SIGTERM');
}, 500).unref();

api.on('error', (error) => {
  console.error(`Could not start the API: ${error.message}`);
  process.exit(1);
});

api.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 128 + (constants.signals[signal] ?? 0) : 1));
});
