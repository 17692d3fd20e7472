import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const preact = (path: string) => fileURLToPath(import.meta.resolve(path));

/**
 * Library build of the widgets: `loader.js` (stable name, short cache) and the content-hashed element bundle under
 * `assets/` that the loader imports when an element nears the viewport. React is Preact's compat layer here: the
 * elements are written against React's API (hooks, createPortal) and @r2wc/react-to-web-component mounts them with
 * `react-dom/client`, all of which preact/compat provides at a fraction of the weight.
 */
export default defineConfig({
  resolve: {
    alias: [
      { find: /^react\/jsx-runtime$/, replacement: preact('preact/jsx-runtime') },
      { find: /^react\/jsx-dev-runtime$/, replacement: preact('preact/jsx-runtime') },
      { find: /^react-dom\/client$/, replacement: preact('preact/compat/client') },
      { find: /^react-dom$/, replacement: preact('preact/compat') },
      { find: /^react$/, replacement: preact('preact/compat') },
    ],
  },
  // Library mode leaves process.env.NODE_ENV to the runtime; a browser on someone else's site has none.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    // The loader finds its chunk relative to its own URL (import.meta.url): no preload helper, no base path.
    modulePreload: false,
    lib: { entry: { loader: 'src/loader.ts' }, formats: ['es'] },
    rolldownOptions: {
      // react-query's "use client" lines: the widgets import none of it (tree-shaken), the notice is noise.
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
      output: {
        // Library mode keeps whitespace in ES output; these files go to browsers as they are, so minify fully.
        minify: true,
        entryFileNames: '[name].js',
        chunkFileNames: 'assets/[name]-[hash].js',
      },
    },
  },
});
