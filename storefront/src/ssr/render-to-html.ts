import { renderToStringAsync } from 'preact-render-to-string';
import type { ReactElement } from 'react';

type PreactElement = Parameters<typeof renderToStringAsync>[0];

/**
 * The server render's HTML of `element`. The shop runs on Preact's compat layer (vite.config.ts aliases React to it in
 * the server build as in the browser's), so its elements are Preact's: preact-render-to-string renders them, waiting
 * for lazy components (a CMS page's renderers) instead of leaving their Suspense fallback.
 */
export async function renderToHtml(element: ReactElement): Promise<string> {
  return await renderToStringAsync(element as unknown as PreactElement);
}
