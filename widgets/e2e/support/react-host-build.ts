import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';

/** Builds e2e/hosts/react-host.tsx with the real React 19 (no Preact alias) into a temporary file; answers its path. */
export async function buildReactHost(hostsDir: string): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'bestell-react-host-'));
  await build({
    configFile: false,
    logLevel: 'warn',
    root: hostsDir,
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    // Vitest runs with NODE_ENV=test, which would give the development JSX runtime (jsxDEV) of a production React.
    oxc: { jsx: { runtime: 'automatic', development: false } },
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      lib: { entry: join(hostsDir, 'react-host.tsx'), formats: ['es'], fileName: () => 'react-host.js' },
    },
  });
  return join(outDir, 'react-host.js');
}
