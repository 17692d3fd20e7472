import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { appIcon, parseHexColour } from './png';

const here = new URL('.', import.meta.url);
const themeFile = new URL('../../../theme/theme.css', here);
const workerFile = new URL('./service-worker.js', here);

export const ICON_SIZES = [192, 512] as const;

/** Reads a custom property (e.g. --color-primary) from the theme file, the one source of the colours. */
export function themeColour(css: string, property: string): string {
  const match = new RegExp(`${property}:\\s*(#[0-9a-fA-F]{6})\\s*;`).exec(css);
  if (!match?.[1]) throw new Error(`theme.css has no ${property} colour`);
  return match[1];
}

/** What the worker's file list needs to know of a chunk of the browser build. */
export interface ChunkLinks {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  css: string[];
}

const backOfficeEntry = /[\\/]src[\\/]backend[\\/]backend-app\.tsx$/;

/**
 * The chunks and stylesheets only the back-office uses: everything the shop's entry does not reach without passing
 * through the back-office's lazy entry. (Back-office chunks are named after their modules, e.g. order-detail-page,
 * so the names alone cannot tell.)
 */
export function backOfficeOnlyFiles(chunks: ChunkLinks[]): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const reached = new Set<string>();
  const pending = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  while (pending.length > 0) {
    const chunk = byFile.get(pending.pop() ?? '');
    if (!chunk || reached.has(chunk.fileName)) continue;
    reached.add(chunk.fileName);
    for (const css of chunk.css) reached.add(css);
    for (const next of [...chunk.imports, ...chunk.dynamicImports]) {
      if (!backOfficeEntry.test(byFile.get(next)?.facadeModuleId ?? '')) pending.push(next);
    }
  }
  const files = chunks.flatMap((chunk) => [chunk.fileName, ...chunk.css]);
  return new Set(files.filter((file) => !reached.has(file)));
}

/** The files the worker stores on install: the JavaScript, CSS and fonts of the shop (not the back-office). */
export function precacheList(fileNames: string[], backOfficeOnly: ReadonlySet<string>): string[] {
  return fileNames
    .filter((name) => name.startsWith('assets/') && /\.(js|css|woff2)$/.test(name) && !backOfficeOnly.has(name))
    .sort()
    .map((name) => `/${name}`);
}

/** The worker's source with this build's version and file list filled in. */
export function workerSource(template: string, precache: string[]): string {
  const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
  return template
    .replace("'__PWA_VERSION__'", JSON.stringify(version))
    .replace("['__PWA_PRECACHE__']", JSON.stringify(precache));
}

/**
 * Spec §7: emits build/service-worker.js (served at /build/service-worker.js), the app icons generated in the theme
 * colour, and build/manifest.json, the part of the web app manifest the build knows (colours, icons); the API adds
 * the shop's name and description from the config and serves it at /manifest.webmanifest.
 */
export function pwaBuild(): Plugin {
  let serverBuild = false;
  return {
    name: 'bestell-pwa',
    apply: 'build',
    configResolved(config) {
      serverBuild = Boolean(config.build.ssr);
    },
    // After Vite's CSS plugin has removed the JavaScript stubs of CSS-only chunks (the lazily loaded fonts.css):
    // a stub in the list would be a 404, and one missing file fails the worker's install.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (serverBuild) return; // the server render's build has no browser files
        const css = readFileSync(themeFile, 'utf8');
        const primary = themeColour(css, '--color-primary');
        const background = themeColour(css, '--color-background');
        const icons = ICON_SIZES.map((size) => ({ size, fileName: `build/icons/icon-${size}.png` }));
        for (const icon of icons) {
          this.emitFile({
            type: 'asset',
            fileName: icon.fileName,
            source: appIcon(icon.size, parseHexColour(primary)),
          });
        }
        const manifest = {
          lang: 'de',
          dir: 'ltr',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          theme_color: primary,
          background_color: background,
          icons: icons.flatMap(({ size, fileName }) => [
            { src: `/${fileName}`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' },
            { src: `/${fileName}`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'maskable' },
          ]),
        };
        this.emitFile({
          type: 'asset',
          fileName: 'build/manifest.json',
          source: `${JSON.stringify(manifest, null, 2)}\n`,
        });
        const chunks = Object.values(bundle).flatMap((output) =>
          output.type === 'chunk'
            ? [
                {
                  fileName: output.fileName,
                  isEntry: output.isEntry,
                  facadeModuleId: output.facadeModuleId,
                  imports: output.imports,
                  dynamicImports: output.dynamicImports,
                  css: [...(output.viteMetadata?.importedCss ?? [])],
                },
              ]
            : [],
        );
        const precache = [
          ...precacheList(Object.keys(bundle), backOfficeOnlyFiles(chunks)),
          ...icons.map(({ fileName }) => `/${fileName}`),
        ];
        this.emitFile({
          type: 'asset',
          fileName: 'build/service-worker.js',
          source: workerSource(readFileSync(workerFile, 'utf8'), precache),
        });
      },
    },
  };
}
