import Beasties from 'beasties';

/** A style element of the page: the template's (`data-href`: the build's style sheet it was inlined from) or a CMS one. */
const styleElement = /<style(?: data-href="([^"]+)")?>([\s\S]*?)<\/style>/g;
const fontFace = /@font-face\{[^{}]*\}/g;

// Reduces every <style> of a document to the rules whose selectors match one of its elements (pseudo-classes and media
// queries kept, :root/html/body always). The markup it serializes is not used, only the reduced sheets.
const beasties = new Beasties({
  external: false,
  reduceInlineStyles: true,
  mergeStylesheets: false,
  pruneSource: false,
  inlineFonts: false,
  preloadFonts: false,
  keyframes: 'critical',
  compress: true,
  logLevel: 'silent',
});

/**
 * The page with only the CSS its first view uses (critical CSS), so that the whole HTML fits in a new connection's
 * first round trip (about 14.6 KB; bench:web, Lighthouse). Each style element keeps the rules that match an element of
 * the page, and its @font-face rules (the fallback face matched to Open Sans, which must apply before the swap). A
 * style sheet the template inlined from the build is loaded whole after the first view, in its place (the cascade's
 * order stays): the page's loader (deferred-modules.ts) adds it before the app starts, and `<noscript>` adds it for a
 * browser without JavaScript. A lazy CMS chunk's sheet needs no such link: its chunk brings it when it loads.
 */
export async function withCriticalCss(html: string): Promise<string> {
  const marked = html.replace(styleElement, (_element, _href, css: string, offset: number) => {
    return `<style data-critical="${offset}">${css}</style>`;
  });
  const reduced = new Map<string, string>();
  for (const match of (await beasties.process(marked)).matchAll(/<style data-critical="(\d+)">([\s\S]*?)<\/style>/g)) {
    reduced.set(match[1] ?? '', match[2] ?? '');
  }
  return html.replace(styleElement, (_element, href: string | undefined, css: string, offset: number) => {
    const kept = (css.match(fontFace) ?? []).join('') + (reduced.get(String(offset)) ?? '');
    const critical = kept === '' ? '' : `<style>${kept}</style>`;
    return href
      ? `${critical}<noscript data-css="${href}"><link rel="stylesheet" href="${href}"></noscript>`
      : critical;
  });
}
