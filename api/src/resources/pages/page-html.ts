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
  let html = deferModules(template.replace(apiPreloads, ''));
  if (result.head.includes('<title>')) html = html.replace(defaultTitle, () => result.head);
  else if (result.head) html = html.replace('</head>', () => `${result.head}</head>`);
  return html.replace(
    rootElement,
    () =>
      `<div id="root">${result.html}</div><script type="application/json" id="${SSR_PAYLOAD_ID}">${result.payload}</script>`,
  );
}
