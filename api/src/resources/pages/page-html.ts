import { deferLazyImages, deferredImagesNoscriptStyle } from './deferred-images.js';
import { deferModules } from './deferred-modules.js';
import type { RenderResult } from './entry-module.js';
import { SSR_PAYLOAD_ID } from './payload-id.js';

const rootElement = '<div id="root"></div>';
const defaultTitle = /<title>[^<]*<\/title>/;
// index.html asks for the first API answers while the JavaScript loads; a server-rendered page carries them.
const apiPreloads = /\s*<link rel="preload" href="\/api\/[^"]*" as="fetch"[^>]*>/g;

/** True when the storefront's index.html can take a server render (it has the empty #root element). */
export function canHoldRender(template: string): boolean {
  return template.includes(rootElement);
}

/** index.html with the rendered #root, the page's head tags and the payload for hydration. */
export function pageHtml(template: string, result: RenderResult): string {
  const withoutPreloads = template.replace(apiPreloads, '');
  let html = deferModules(withoutPreloads);
  // The module loader puts held-back images back (deferred-images.ts): only a page that has it holds them back.
  const images = html === withoutPreloads ? null : deferLazyImages(result.html);
  if (result.head.includes('<title>')) html = html.replace(defaultTitle, () => result.head);
  else if (result.head) html = html.replace('</head>', () => `${result.head}</head>`);
  if (images?.deferred) html = html.replace('</head>', () => `${deferredImagesNoscriptStyle}</head>`);
  const markup = images?.markup ?? result.html;
  return html.replace(
    rootElement,
    () =>
      `<div id="root">${markup}</div><script type="application/json" id="${SSR_PAYLOAD_ID}">${result.payload}</script>`,
  );
}
