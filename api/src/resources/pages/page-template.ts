import fs from 'node:fs';
import path from 'node:path';

const stylesheetLink = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">/g;

interface Template {
  modified: number;
  html: string;
}

const templates = new Map<string, Template>();

/**
 * The storefront's index.html for server-rendered pages, with its style sheets inline: the first paint then needs
 * the HTML alone (one round trip less on a slow mobile connection; the CSS is a few KB). Each carries the sheet's
 * address (`data-href`): the page keeps only the rules its first view uses and loads the sheet after it
 * (critical-css.ts). Re-read after a rebuild.
 */
export async function loadPageTemplate(distDir: string): Promise<string> {
  const indexFile = path.join(distDir, 'index.html');
  const modified = (await fs.promises.stat(indexFile)).mtimeMs;
  const kept = templates.get(distDir);
  if (kept && kept.modified === modified) return kept.html;
  const source = await fs.promises.readFile(indexFile, 'utf8');
  const sheets = new Map<string, string>();
  for (const match of source.matchAll(stylesheetLink)) {
    const file = match[1];
    if (file) sheets.set(match[0], await fs.promises.readFile(path.join(distDir, file), 'utf8'));
  }
  // A style sheet cannot end the <style> element early: CSS has no reason to contain "</style".
  const html = source.replace(stylesheetLink, (link, file: string) => {
    const css = sheets.get(link);
    if (css === undefined || css.includes('</style')) return link;
    return `<style data-href="/${file}">${css}</style>`;
  });
  templates.set(distDir, { modified, html });
  return html;
}
