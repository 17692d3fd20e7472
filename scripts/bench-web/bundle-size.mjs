// Loads a page in Chromium (playwright-core) and sums the gzip sizes of the same-origin scripts and style sheets it
// loaded (module preloads and lazy chunks fetched during load included; a server-rendered page's inline style sheet
// counts as CSS), and the gzip size of the HTML document.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** @returns {Promise<{ js: number, css: number, html: number, files: { url: string, type: string, gzip: number }[] }>} */
export async function loadedAssetSizes(chromiumPath, baseUrl, paths) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const results = [];
    for (const path of paths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const pending = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if ((type === 'script' || type === 'stylesheet') && response.url().startsWith(baseUrl)) {
          pending.push(
            response.body().then((body) => ({ url: response.url(), type, gzip: gzipSync(body, { level: 9 }).length })),
          );
        }
      });
      const document = await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      const files = await Promise.all(pending);
      // Server-rendered pages carry their style sheet inline (api/src/resources/pages/page-template.ts): count it as CSS.
      const inlineCss = await page.evaluate(() =>
        Array.from(globalThis.document.querySelectorAll('style'), (style) => style.textContent ?? '').join(''),
      );
      if (inlineCss)
        files.push({
          url: `${baseUrl}${path} (inline <style>)`,
          type: 'stylesheet',
          gzip: gzipSync(inlineCss, { level: 9 }).length,
        });
      const html = document ? gzipSync(await document.body(), { level: 9 }).length : 0;
      const sum = (type) => files.filter((file) => file.type === type).reduce((total, file) => total + file.gzip, 0);
      results.push({ path, js: sum('script'), css: sum('stylesheet'), html, files });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
