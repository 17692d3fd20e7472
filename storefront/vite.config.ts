import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { OutputChunk, RolldownOptions } from 'rolldown';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { pwaBuild } from './src/shop/pwa/build/pwa-build-plugin';

/**
 * main.tsx imports the shop's app (src/shop-main.tsx) on demand, so Vite would load its style sheets with its
 * JavaScript. They go into index.html instead, as the theme's do: a server-rendered page carries them inline (the API
 * inlines the template's style sheets) and is styled from its first paint.
 */
function shopStylesInIndex(): Plugin {
  return {
    name: 'shop-styles-in-index',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {};
        const chunks = new Map<string, OutputChunk>();
        for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
        const shop = [...chunks.values()].find((chunk) =>
          /[\\/]src[\\/]shop-main\.tsx$/.test(chunk.facadeModuleId ?? ''),
        );
        if (!shop) throw new Error('the build has no chunk for src/shop-main.tsx');
        const sheets: string[] = [];
        const seen = new Set<string>();
        const visit = (chunk: OutputChunk) => {
          if (seen.has(chunk.fileName)) return;
          seen.add(chunk.fileName);
          for (const imported of chunk.imports) {
            const next = chunks.get(imported);
            if (next) visit(next);
          }
          for (const sheet of chunk.viteMetadata?.importedCss ?? []) if (!sheets.includes(sheet)) sheets.push(sheet);
        };
        visit(shop);
        return sheets
          .filter((sheet) => !html.includes(`/${sheet}`))
          .map((sheet) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${sheet}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

// The API (and the images, uploads and widgets it serves) runs on its own port in development.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';
const proxiedPaths = ['/api', '/image', '/upload', '/widgets'];

const resolveFile = (path: string) => fileURLToPath(import.meta.resolve(path));

/**
 * The shop (browser and server render) runs on Preact's compat layer: its components are written against React's API
 * (hooks, Suspense, lazy, context) and preact/compat provides all of it at about a sixth of react-dom's weight (issue
 * 22: the first load of every shop page within 100 KB gzip). The back-office keeps React (react-aria-components) in a
 * build of its own (`--mode backoffice`), loaded only under /backend.
 */
const preactAliases = [
  { find: /^react\/jsx-runtime$/, replacement: resolveFile('preact/compat/jsx-runtime') },
  { find: /^react\/jsx-dev-runtime$/, replacement: resolveFile('preact/compat/jsx-dev-runtime') },
  { find: /^react-dom\/client$/, replacement: resolveFile('preact/compat/client') },
  { find: /^react-dom$/, replacement: resolveFile('preact/compat') },
  // preact/compat with a page-wide unique useId (src/ssr/preact-react.js).
  { find: /^react$/, replacement: fileURLToPath(new URL('./src/ssr/preact-react.js', import.meta.url)) },
];

/** Zod with its browser setting (src/zod-without-eval.ts): every `import … from 'zod'` of the browser builds. */
const zodWithoutEval = fileURLToPath(new URL('./src/zod-without-eval.ts', import.meta.url));
const zodAlias = { find: /^zod$/, replacement: zodWithoutEval };

/** The back-office build's manifest (a hidden file: the static hosting never serves it), read by the shop build. */
const backofficeManifest = '.backoffice-manifest.json';
const backofficeEntry = 'src/backoffice-main.tsx';

/**
 * `virtual:backoffice`: how the shop starts the back-office. In the build, the back-office build's entry file (built
 * first, into the same folder); in development, its source (everything is React there).
 */
function backofficeLoader(): Plugin {
  const id = 'virtual:backoffice';
  let entry = `/${backofficeEntry}`;
  return {
    name: 'backoffice-loader',
    configResolved(config) {
      if (config.command !== 'build') return;
      const manifest = JSON.parse(
        readFileSync(resolve(config.root, config.build.outDir, backofficeManifest), 'utf8'),
      ) as Record<string, { file: string }>;
      const file = manifest[backofficeEntry]?.file;
      if (!file) throw new Error(`${backofficeManifest} has no ${backofficeEntry}: build the back-office first`);
      entry = `/${file}`;
    },
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load: (loaded) =>
      loaded === `\0${id}`
        ? `const entry = ${JSON.stringify(entry)};\nexport function startBackoffice() { return import(/* @vite-ignore */ entry); }\n`
        : null,
  };
}

/**
 * react-router reads React 19's `use` and `useOptimistic` where they exist (behind a check): preact/compat has neither,
 * which Rolldown notes on every build of the shop. Only that note is dropped.
 */
const quietPreactNotes: Pick<RolldownOptions, 'onLog'> = {
  onLog(level, log, handler) {
    if (log.code === 'IMPORT_IS_UNDEFINED' && /[\\/]react-router[\\/]/.test(log.id ?? '')) return;
    handler(level, log);
  },
};

/** The server render's build: `vite build --ssr src/entry-server.tsx --outDir dist/.ssr` (scripts/storefront-build.mjs). */
const ssrBuild = {
  resolve: { alias: preactAliases },
  // One file with its libraries inside: the API loads it from any STOREFRONT_DIST without a node_modules next to it.
  ssr: { noExternal: true },
  // Production builds on the server too (Vite leaves process.env.NODE_ENV to the runtime in server builds).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    emptyOutDir: true,
    rolldownOptions: { ...quietPreactNotes, output: { codeSplitting: false } },
  },
} satisfies UserConfig;

/** The shop in the browser: index.html, on Preact; into the folder the back-office build has already filled. */
const shopBuild = {
  resolve: { alias: [...preactAliases, zodAlias] },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    // Every browser the shop supports knows <link rel="modulepreload">: no polyfill in the first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      ...quietPreactNotes,
      output: {
        // Libraries change less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](preact|react-router|@tanstack[\\/](react-query|query-core))[\\/]/,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]zod-without-eval\.ts$/ },
          ],
        },
      },
    },
  },
} satisfies UserConfig;

/** The back-office in the browser, on React: one entry module, built first (scripts/storefront-build.mjs). */
const backofficeBuild = {
  resolve: { alias: [zodAlias] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: backofficeManifest,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: backofficeEntry,
      output: {
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

export default defineConfig(({ command, isSsrBuild, mode }) => {
  const proxy = Object.fromEntries(proxiedPaths.map((path) => [path, { target: apiTarget }]));
  if (isSsrBuild) return { plugins: [react()], server: { proxy }, ...ssrBuild };
  if (mode === 'backoffice') return { plugins: [react()], server: { proxy }, ...backofficeBuild };
  return {
    plugins: [react(), shopStylesInIndex(), pwaBuild(), backofficeLoader()],
    server: { proxy },
    ...shopBuild,
    // The development server runs shop and back-office on React in one module graph (the aliases are the builds').
    ...(command === 'serve' ? { resolve: { alias: [zodAlias] } } : {}),
  };
});
