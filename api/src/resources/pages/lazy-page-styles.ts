import fs from 'node:fs';
import path from 'node:path';

/**
 * The CSS of the CMS page chunks (storefront/src/shop/site: `site-*.css`, `site-page-*.css`, the contact form's
 * `contact-form-*.css`): those are lazy chunks, whose style sheets the browser would only fetch with their
 * JavaScript, after the first paint. A server-rendered CMS page carries them inline instead, so it is styled from its
 * first paint (no shift, no unstyled flash).
 */
const lazyPageSheet = /^(?:site|site-page|contact-form)-[\w-]{8}\.css$/;
/** The mark the CMS and legal pages put on their root element (storefront/src/shop/site). */
export const sitePageMark = 'data-site-page';

interface Kept {
  modified: number;
  css: string;
}

const kept = new Map<string, Kept>();

/** The concatenated CMS page style sheets of the build in `distDir` ('' when there are none). */
export async function loadLazyPageStyles(distDir: string): Promise<string> {
  const assets = path.join(distDir, 'assets');
  const modified = (await fs.promises.stat(path.join(distDir, 'index.html'))).mtimeMs;
  const entry = kept.get(distDir);
  if (entry && entry.modified === modified) return entry.css;
  const files = (await fs.promises.readdir(assets)).filter((file) => lazyPageSheet.test(file)).sort();
  const sheets = await Promise.all(files.map((file) => fs.promises.readFile(path.join(assets, file), 'utf8')));
  // A style sheet cannot end the <style> element early: CSS has no reason to contain "</style".
  const css = sheets.filter((sheet) => !sheet.includes('</style')).join('\n');
  kept.set(distDir, { modified, css });
  return css;
}

/** The page's HTML with the CMS page styles before </head> when the render shows a CMS or legal page. */
export function withLazyPageStyles(html: string, renderedMarkup: string, css: string): string {
  if (css === '' || !renderedMarkup.includes(sitePageMark)) return html;
  return html.replace('</head>', () => `<style>${css}</style></head>`);
}
