import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { pwaBuild } from './src/shop/pwa/build/pwa-build-plugin';

/**
 * Preloads the Open Sans files every first view uses (regular and bold, Latin: German text needs no other range; the
 * Latin Extended files load only for text that has such letters), so that text renders in its font without waiting
 * for the CSS to be parsed.
 */
const preloadedFonts = /open-sans-latin-(?:400|700)-normal-[\w-]+\.woff2$/;

function preloadMainFont(): Plugin {
  return {
    name: 'preload-main-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        return Object.keys(context.bundle ?? {})
          .filter((file) => preloadedFonts.test(file))
          .sort()
          .map((font) => ({
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: 'anonymous' },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

// The API (and the images, uploads and widgets it serves) runs on its own port in development.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';
const proxiedPaths = ['/api', '/image', '/upload', '/widgets'];

/** The server render's build: `vite build --ssr src/entry-server.tsx --outDir dist/.ssr` (scripts/storefront-build.mjs). */
const ssrBuild = {
  // One file with its libraries inside: the API loads it from any STOREFRONT_DIST without a node_modules next to it.
  ssr: { noExternal: true },
  // Production React on the server too (Vite leaves process.env.NODE_ENV to the runtime in server builds).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: false } },
  },
} satisfies UserConfig;

/** Zod with its browser setting (src/zod-without-eval.ts): every `import … from 'zod'` of the browser build. */
const zodWithoutEval = fileURLToPath(new URL('./src/zod-without-eval.ts', import.meta.url));

const clientBuild = {
  resolve: { alias: [{ find: /^zod$/, replacement: zodWithoutEval }] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the shop supports knows <link rel="modulepreload">: no polyfill in the first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](react-query|query-core))[\\/]/,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]zod-without-eval\.ts$/ },
          ],
        },
      },
    },
  },
} satisfies UserConfig;

export default defineConfig(({ isSsrBuild }) => ({
  // The server render needs React alone: font preload and PWA files belong to the browser build.
  plugins: isSsrBuild ? [react()] : [react(), preloadMainFont(), pwaBuild()],
  server: {
    proxy: Object.fromEntries(proxiedPaths.map((path) => [path, { target: apiTarget }])),
  },
  ...(isSsrBuild ? ssrBuild : clientBuild),
}));
