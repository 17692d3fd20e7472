// Builds what the packaged desk runs: the renderer (vite build → dist/renderer), the main process
// (dist/shell/main.mjs, ESM) and the sandboxed preload (dist/shell/preload.cjs). Electron stays external.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { build as viteBuild } from 'vite';

const desk = join(dirname(fileURLToPath(import.meta.url)), '..');
await viteBuild({ configFile: join(desk, 'vite.config.ts'), root: join(desk, 'src/renderer'), logLevel: 'warn' });
const common = { bundle: true, platform: 'node', target: 'node20', external: ['electron'], logLevel: 'warning' };
await build({
  ...common,
  entryPoints: [join(desk, 'src/shell/main-entry.ts')],
  outfile: join(desk, 'dist/shell/main.mjs'),
  format: 'esm',
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
});
await build({
  ...common,
  entryPoints: [join(desk, 'src/shell/preload.ts')],
  outfile: join(desk, 'dist/shell/preload.cjs'),
  format: 'cjs',
});
console.log('desk built into desk/dist');
